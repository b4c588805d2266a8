/**
 * The CSV reader held to csv-parse, read strictly (`relax_quotes: false`, `relax_column_count: false`,
 * `bom: true`), on thousands of generated files (seeded, so every run reads the same ones):
 *
 * - where csv-parse reads a file, the reader returns the same records, and no row problem;
 * - where csv-parse throws, the reader reports a row problem or refuses the file: it never returns
 *   rows as if the file were sound.
 *
 * Both are given the same bytes and the delimiter the reader detects. Deliberate differences:
 * - csv-parse is given all three line endings (CRLF, LF, CR) as record delimiters, as the reader reads
 *   them; left alone it takes the first one it meets for the whole file;
 * - the reader drops records whose values are all blank (`,,,` lines, spaces), so it neither returns
 *   them nor checks their length against the header's; csv-parse only skips empty lines. Its records
 *   are compared with those dropped, and a length error on such a record only is not an error;
 * - the reader refuses a file with no records or a header alone, and names the header's columns
 *   (trimmed, blank ones named, repeated ones numbered): csv-parse's header goes through the same;
 * - the reader drops repeated byte-order marks; the files here have one at most.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { decodeCsvBytes } from "../../src/server/features/imports/csv/decode.js";
import { type CsvDelimiter, detectDelimiter } from "../../src/server/features/imports/csv/delimiter.js";
import { normalizeHeaders } from "../../src/server/features/imports/csv/headers.js";
import { CsvError, type CsvTable, readCsv } from "../../src/server/features/imports/csv/read-csv.js";

/** A small seeded PRNG (mulberry32): the same files on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof random>;

const DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];
const WORDS = ["Ada", "Zoë", "Ñandú SL", "東京", "🙂", "x", " ", "", "O'Brien", "a b", "Müller", "42", "-"];
const SPECIAL = [",", ";", "\t", '"', '""', "\n", "\r\n", "\r"];
const NAMES = ["Name", "Email", "Société", "東京", "Company", "URL", " Title ", "name"];

function value(r: Random): string {
  let text = "";
  for (let k = r.int(0, 3); k > 0; k--) text += r.chance(0.25) ? r.pick(SPECIAL) : r.pick(WORDS);
  return text;
}

function field(r: Random, text: string, delimiter: CsvDelimiter): string {
  const mustQuote = /["\r\n]/.test(text) || text.includes(delimiter);
  return mustQuote || r.chance(0.25) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A well-formed file: a header, data rows as long, blank lines and blank records here and there. */
function wellFormed(r: Random): { text: string; delimiter: CsvDelimiter } {
  const delimiter = r.pick(DELIMITERS);
  const endings = r.pick([["\n"], ["\r\n"], ["\r"], ["\n", "\r\n", "\r"]]);
  const columns = r.int(1, 6);
  const lines: string[] = [];
  const header = Array.from({ length: columns }, () => r.pick(NAMES));
  header[r.int(0, columns - 1)] = "Name";
  lines.push(header.map((name) => field(r, name, delimiter)).join(delimiter));
  for (let row = r.int(1, 6); row > 0; row--) {
    if (r.chance(0.1)) lines.push("");
    if (r.chance(0.05))
      lines.push(Array.from({ length: columns }, () => (r.chance(0.5) ? "" : '""')).join(delimiter));
    lines.push(Array.from({ length: columns }, () => field(r, value(r), delimiter)).join(delimiter));
  }
  let text = r.chance(0.1) ? r.pick(endings) : "";
  lines.forEach((line, k) => {
    text += line;
    if (k < lines.length - 1 || r.chance(0.7)) text += r.pick(endings);
  });
  return { text: r.chance(0.2) ? `\uFEFF${text}` : text, delimiter };
}

/** Whether inserting at `at` would split a surrogate pair. */
const splitsPair = (text: string, at: number) => /[\uDC00-\uDFFF]/.test(text.charAt(at));

/** The file with one to three of the mistakes people make: a quote or a delimiter added or left out. */
function malformed(r: Random, text: string, delimiter: CsvDelimiter): string {
  let out = text;
  const positions = (char: string) => [...out.matchAll(new RegExp(char, "g"))].map((m) => m.index);
  for (let k = r.int(1, 3); k > 0; k--) {
    const kind = r.int(0, 4);
    const at = r.int(out.charCodeAt(0) === 0xfeff ? 1 : 0, out.length);
    if (splitsPair(out, at)) continue;
    const quotes = positions('"');
    const delimiters = positions(delimiter);
    if (kind === 0) out = `${out.slice(0, at)}"${out.slice(at)}`;
    else if (kind === 1 && quotes.length > 0) {
      const q = r.pick(quotes);
      out = out.slice(0, q) + out.slice(q + 1);
    } else if (kind === 2 && quotes.length > 0) {
      const q = r.pick(quotes) + 1;
      out = `${out.slice(0, q)}${r.pick(["x", " ", "Davis"])}${out.slice(q)}`;
    } else if (kind === 3) out = `${out.slice(0, at)}${delimiter}${out.slice(at)}`;
    else if (delimiters.length > 0) {
      const d = r.pick(delimiters);
      out = out.slice(0, d) + out.slice(d + 1);
    }
  }
  return out;
}

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === "");

/** csv-parse's records, strictly, blank records dropped; or the reason it refuses the file. */
function csvParse(bytes: Buffer, delimiter: CsvDelimiter): { records: string[][] } | { error: string } {
  const options = {
    delimiter,
    record_delimiter: ["\r\n", "\n", "\r"],
    bom: true,
    relax_quotes: false,
    relax_column_count: false,
    skip_empty_lines: true,
  };
  try {
    return { records: (parse(bytes, options) as string[][]).filter((record) => !isBlank(record)) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH") return { error: String(error) };
    // A length error on blank records only is not one for the reader, which drops them.
    let records: string[][];
    try {
      records = (parse(bytes, { ...options, relax_column_count: true }) as string[][]).filter(
        (record) => !isBlank(record),
      );
    } catch (relaxed) {
      return { error: String(relaxed) };
    }
    const length = records[0]?.length ?? 0;
    if (records.some((record) => record.length !== length)) return { error: String(error) };
    return { records };
  }
}

function ours(bytes: Buffer): { table: CsvTable } | { refusal: string } {
  try {
    return { table: readCsv(new Uint8Array(bytes)) };
  } catch (error) {
    if (error instanceof CsvError) return { refusal: error.message };
    throw error;
  }
}

type Outcome = "same records" | "both refuse" | "refused as empty or header only";

/**
 * Checks the reader against csv-parse on one file, read with the delimiter the reader detects; throws,
 * showing the file, when they disagree.
 */
function compare(text: string): { outcome: Outcome; delimiter: CsvDelimiter } {
  const delimiter = detectDelimiter(decodeCsvBytes(new Uint8Array(Buffer.from(text, "utf8"))).scan);
  return { outcome: outcome(text, delimiter), delimiter };
}

function outcome(text: string, delimiter: CsvDelimiter): Outcome {
  const bytes = Buffer.from(text, "utf8");
  const expected = csvParse(bytes, delimiter);
  const actual = ours(bytes);
  const file = JSON.stringify(text);
  if ("error" in expected) {
    if ("refusal" in actual) return "both refuse";
    expect(actual.table.problemRows.length, `csv-parse refuses ${file} (${expected.error})`).toBeGreaterThan(
      0,
    );
    return "both refuse";
  }
  const { records } = expected;
  if (records.length < 2) {
    const refusal = "refusal" in actual ? actual.refusal : "";
    expect(refusal, `${file} has ${records.length} records`).toBe(
      records.length === 0 ? "The file is empty." : "The file has a header row but no data rows.",
    );
    return "refused as empty or header only";
  }
  if ("refusal" in actual) throw new Error(`the reader refuses ${file}: ${actual.refusal}`);
  const { table } = actual;
  expect(table.delimiter).toBe(delimiter);
  expect(
    table.problemRows.map((index) => table.problem(index)),
    `csv-parse reads ${file}`,
  ).toEqual([]);
  expect(table.headers, file).toEqual(normalizeHeaders(records[0] ?? []));
  expect(
    Array.from({ length: table.rowCount }, (_, index) => table.cells(index)),
    file,
  ).toEqual(records.slice(1));
  return "same records";
}

const CASES = 2000;

describe("the CSV reader against csv-parse", () => {
  it("reads every well-formed file as csv-parse does", () => {
    const r = random(20_260_515);
    const outcomes = new Map<Outcome, number>();
    for (let k = 0; k < CASES; k++) {
      const file = wellFormed(r);
      const { outcome, delimiter } = compare(file.text);
      // A file of one column may hold unquoted commas, say, and then be read as comma-separated: both
      // readers then find it broken (the check is in compare). With its own delimiter it is read.
      if (outcome === "both refuse") expect(delimiter, JSON.stringify(file.text)).not.toBe(file.delimiter);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    // Files whose data rows all came out blank are refused as a header alone (the check is in compare).
    expect(outcomes.get("same records") ?? 0).toBeGreaterThan(CASES * 0.9);
  });

  it("reports a row problem or refuses the file wherever csv-parse throws", () => {
    const r = random(15);
    const outcomes = new Map<Outcome, number>();
    for (let k = 0; k < CASES; k++) {
      const { text, delimiter } = wellFormed(r);
      const { outcome } = compare(malformed(r, text, delimiter));
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    // Most mistakes break the file; some leave it well-formed, and those are compared record by record.
    expect(outcomes.get("both refuse") ?? 0).toBeGreaterThan(CASES / 2);
    expect(outcomes.get("same records") ?? 0).toBeGreaterThan(CASES / 20);
  });

  it("reads the shapes people write by hand as csv-parse does, or reports them", () => {
    const shapes = [
      'a,b\n"x",""\n',
      'a,b\n"x""",y\n',
      'a,b\n"1\r\n2\n3\r4",y\r\n',
      'a,b\n"x" ,y\n',
      'a,b\n "x",y\n',
      'a,b\n5" screen,y\n',
      'a,b\n"Chip" Davis,y\n',
      'a,b\nRenée,"Dupont\nBob,y\n',
      'a,b\n"x\n',
      'a,b\n"x"y"z",1\n',
      "a,b\n1,2,\n",
      "a,b\n1\n",
      "a;b\n1;2;3\n",
      "a\tb\n1\t2\t\n",
      '\uFEFF"a",b\r1,2\r',
    ];
    for (const shape of shapes) compare(shape);
  });
});
