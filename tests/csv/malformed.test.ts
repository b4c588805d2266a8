import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CsvError, readCsv } from "../../src/server/features/imports/csv/read-csv.js";
import { MALFORMED } from "../fixtures/csv/malformed/expected.js";

const FOLDER = join(import.meta.dirname, "../fixtures/csv/malformed");
const read = (name: string) => new Uint8Array(readFileSync(join(FOLDER, name)));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const refusal = (bytes: Uint8Array): string => {
  try {
    readCsv(bytes);
  } catch (error) {
    if (error instanceof CsvError) return error.message;
    throw error;
  }
  throw new Error("expected the file to be refused");
};

describe("malformed files as people send them", () => {
  it("has an expectation for every file", () => {
    const files = readdirSync(FOLDER).filter((name) => name.endsWith(".csv"));
    expect(files.sort()).toEqual(Object.keys(MALFORMED).sort());
  });

  it.each(Object.entries(MALFORMED))("%s", (name, expected) => {
    if ("refusal" in expected) {
      expect(refusal(read(name))).toContain(expected.refusal);
      return;
    }
    const table = readCsv(read(name));
    expect(table.rowCount).toBe(expected.rowCount);
    const problems = table.problemRows.map((index) => ({
      line: table.line(index),
      message: table.problem(index) ?? "",
    }));
    expect(problems).toEqual(
      expected.problems.map(({ line, message }) => ({
        line,
        message: expect.stringMatching(new RegExp(`^Line ${line}\\b.*${escapeRegExp(message)}`)),
      })),
    );
    for (const [index, values] of Object.entries(expected.rows ?? {})) {
      expect(table.cells(Number(index))).toEqual(values);
      expect(table.problem(Number(index))).toBeNull();
    }
  });

  it("refuses a header of a million columns", () => {
    const header = Array.from({ length: 1_000_000 }, (_, k) => `c${k}`).join(",");
    const bytes = new Uint8Array(Buffer.from(`${header}\r\n${"x,".repeat(5)}x\r\n`));
    expect(bytes.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(refusal(bytes)).toBe("The file has 1,000,000 columns; at most 500 are allowed.");
  });
});
