import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MALFORMED } from "../../../../tests/fixtures/csv/malformed/expected.js";
import {
  analyze,
  csvBody,
  errorsPath,
  fixture,
  IMPORT,
  importFields,
  importFile,
  uploadForm,
} from "../../../../tests/helpers/imports.js";
import { expectError } from "../../../../tests/helpers/management.js";
import { workspaceSuite } from "../../../../tests/helpers/workspace.js";
import { queryRows } from "../../core/db/raw.js";

const { t, w } = workspaceSuite("Malformed Co");

const path = (name: string) => `malformed/${name}`;
const readable = Object.entries(MALFORMED).flatMap(([name, expected]) =>
  "refusal" in expected ? [] : [[name, expected] as const],
);
const refused = Object.entries(MALFORMED).flatMap(([name, expected]) =>
  "refusal" in expected ? [[name, expected.refusal] as const] : [],
);

/** The person stored under a LinkedIn URL's dedup key, as the import stored it. */
const stored = async (linkedinUrl: string) =>
  (
    await queryRows<{ cells: string[] }>(
      t.db,
      sql`select array[first_name, last_name, job_title, company, linkedin_url, coalesce(email, '')] as cells
          from prospects where linkedin_url = ${linkedinUrl}`,
    )
  )[0]?.cells;

describe("a malformed file through the API: row problems by line, the rest imported exactly", () => {
  it.each(readable)("%s", async (name, expected) => {
    const file = fixture(path(name));
    const analysis = (await analyze(w.sdr.api, file)).json();
    expect(analysis.rowCount).toBe(expected.rowCount);
    expect(analysis.rowProblemCount).toBe(expected.problems.length);
    expect(analysis.rowProblems.map((p: { line: number }) => p.line)).toEqual(
      expected.problems.map((p) => p.line),
    );

    // Every fixture holds the five required fields in the standard order, under its own header names,
    // then an e-mail column or another one.
    const [firstName, lastName, jobTitle, company, linkedinUrl, sixth = ""] = analysis.headers;
    const email = /mail/i.test(sixth) ? sixth : "";
    const mappings = { firstName, lastName, jobTitle, company, linkedinUrl, email };
    const result = await importFile(w.sdr.api, file, importFields(mappings));
    expect(result.failedRows).toBeGreaterThanOrEqual(expected.problems.length);
    const report = csvBody(await w.sdr.api.get(errorsPath(result.batchId))).text;
    for (const problem of expected.problems) {
      const line = report.split("\r\n").find((row) => row.startsWith(`${problem.line},`));
      expect(line, `line ${problem.line} of ${name} in the error report`).toBeDefined();
      expect(line).toContain(problem.message.replaceAll('"', '""'));
    }
    // The rows after a problem are stored with their own values, none of a neighbour's.
    for (const cells of Object.values(expected.rows ?? {})) {
      const url = cells[4] ?? "";
      const canonical = url.replace(/^https:\/\/[a-z]+\.linkedin\.com/, "https://www.linkedin.com");
      expect(await stored(canonical)).toEqual([
        ...cells.slice(0, 4),
        canonical,
        email ? (cells[5] ?? "") : "",
      ]);
    }
  });

  it.each(refused)("%s is refused at analysis and at import, writing nothing", async (name, refusal) => {
    const file = fixture(path(name));
    const response = await analyze(w.sdr.api, file);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(refusal);
    const before = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from import_batches`);
    const imported = await w.sdr.api.post(IMPORT, uploadForm(file, importFields(), { fileLast: true }));
    expect(imported.statusCode).toBe(400);
    expect(await queryRows(t.db, sql`select count(*)::int as n from import_batches`)).toEqual(before);
  });

  it("refuses a header of a million columns with the count, without answering the headers", async () => {
    const header = Array.from({ length: 1_000_000 }, (_, i) => `c${i}`).join(",");
    const response = await analyze(w.sdr.api, {
      name: "wide.csv",
      bytes: new Uint8Array(Buffer.from(`${header}\na,b\n`)),
    });
    expectError(response, 400, "The file has 1,000,000 columns; at most 500 are allowed.");
    expect(response.body.length).toBeLessThan(200);
  });
});
