import { rejectBinarySignature, rejectNulCharacters } from "./binary.js";
import { CsvError } from "./csv-error.js";
import { type CsvText, decodeCsvBytes } from "./decode.js";
import { type CsvDelimiter, detectDelimiter, readSepDirective } from "./delimiter.js";
import { normalizeHeaders } from "./headers.js";
import { EXTRA_CELLS_KEPT, MAX_BROKEN_ROWS, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "./limits.js";
import { type CsvRecords, countLineBreaks, parseCsv } from "./parse.js";
import {
  brokenStructureMessage,
  describeProblem,
  formatCount,
  invalidByteMessage,
  type RecordProblem,
} from "./problems.js";

export { CsvError } from "./csv-error.js";
export type { CsvDelimiter } from "./delimiter.js";
export { MAX_BROKEN_ROWS, MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "./limits.js";

/**
 * A file's named columns and its data rows, read a row or a cell at a time. A row the file does not
 * state exactly (a wrong number of values, a quote out of place, a cell that is not valid UTF-8) is
 * still there, with its problem: see `problemRows` and `problem`.
 */
export class CsvTable {
  /** The data rows (indexes from 0) that have a problem, in order. */
  readonly problemRows: readonly number[];

  constructor(
    readonly headers: string[],
    /** Record 0 is the header row. */
    private readonly records: CsvRecords,
    readonly delimiter: CsvDelimiter,
    readonly encoding: string,
    private readonly text: CsvText,
  ) {
    this.problemRows = records.problemRecords.map((record) => record - 1);
  }

  get rowCount(): number {
    return this.records.count - 1;
  }

  /**
   * Data row `index` (from 0), exactly as long as `headers`: "" past a short row's last value, a long
   * row's extra values left out (such rows have a problem; `cells` gives every value).
   */
  row(index: number): string[] {
    return Array.from({ length: this.headers.length }, (_, column) => this.cell(index, column));
  }

  /** The value in `column` of data row `index`; "" where the row is short. */
  cell(index: number, column: number): string {
    return this.records.field(index + 1, column);
  }

  /**
   * Every value of data row `index` as read, however many the header has (of a row with far more, the
   * first EXTRA_CELLS_KEPT past the header's length), for the error report.
   */
  cells(index: number): string[] {
    return this.records.record(index + 1);
  }

  /** The line of the file on which data row `index` starts, from 1 (blank lines and a sep= line count). */
  line(index: number): number {
    return this.records.line(index + 1);
  }

  /**
   * What kind of problem data row `index` has, its layout named before its encoding; null when it is read
   * exactly. For messages that must not quote the file's values.
   */
  problemKind(index: number): RecordProblem["kind"] | "invalid-byte" | null {
    const record = index + 1;
    const problem = this.records.problem(record);
    if (problem) return problem.kind;
    return this.records.invalidByte(record) === undefined ? null : "invalid-byte";
  }

  /**
   * What is wrong with data row `index`, as one sentence that starts with its line, says what is wrong
   * and what to do; null when the row is read exactly. Its layout is named before its encoding.
   */
  problem(index: number): string | null {
    const record = index + 1;
    const problem = this.records.problem(record);
    if (problem) {
      // Values too many that are all empty, every one of them kept: delimiters left at the end.
      const cells = problem.kind === "field-count" ? this.cells(index) : [];
      const extra = cells.length === this.records.valueCount(record) ? cells.slice(this.headers.length) : [];
      const extraBlank = extra.length > 0 && extra.every((value) => value.trim() === "");
      return describeProblem(problem, this.text, extraBlank);
    }
    const invalid = this.records.invalidByte(record);
    if (invalid === undefined) return null;
    const column = this.records.columnAt(record, invalid);
    return invalidByteMessage(
      this.records.line(record),
      column < 0 ? undefined : this.headers[column],
      this.text.scan.charCodeAt(invalid),
    );
  }
}

export type ReadCsvOptions = {
  /** Most data rows accepted; defaults to MAX_IMPORT_ROWS. */
  maxRows?: number;
  /**
   * The header is the first line starting with this text: the lines before it (a preamble, as some exports
   * write) are skipped, and line numbers stay the file's. Without such a line the file is read whole.
   */
  headerStartsWith?: string;
  /** A header without data rows is a table of no rows instead of an error. */
  allowNoRows?: boolean;
};

export type CsvAnalysis = { headers: string[]; rowCount: number };

/**
 * Reads an uploaded CSV file: decodes it, detects the delimiter, parses it and names the columns.
 * Throws CsvError, with a message meant for the user, when the file cannot be imported: not a text file,
 * empty, no data rows, too many rows or columns, a header that cannot be read, or more than
 * MAX_BROKEN_ROWS rows whose layout is broken. Other rows with problems are read and marked.
 */
export function readCsv(bytes: Uint8Array, options: ReadCsvOptions = {}): CsvTable {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  if (bytes.length === 0) throw new CsvError("The file is empty.");
  rejectBinarySignature(bytes);
  const text = decodeCsvBytes(bytes);
  rejectNulCharacters(text.scan);

  const sep = readSepDirective(text.scan);
  const header = options.headerStartsWith ? findHeaderLine(text.scan, options.headerStartsWith) : null;
  const body = header ?? (sep ? { start: sep.bodyStart, firstLine: 2 } : null);
  const delimiter = sep?.delimiter ?? detectDelimiter(text.scan, body?.start);
  const records = parseCsv(text, delimiter, {
    ...body,
    maxColumns: MAX_IMPORT_COLUMNS,
    extraFieldsKept: EXTRA_CELLS_KEPT,
  });

  if (records.count === 0) throw new CsvError("The file is empty.");
  const rowCount = records.count - 1;
  if (rowCount === 0 && !options.allowNoRows)
    throw new CsvError("The file has a header row but no data rows.");
  if (rowCount > maxRows) {
    throw new CsvError(
      `File contains ${formatCount(rowCount)} rows. Maximum allowed is ${formatCount(maxRows)} rows per import.`,
    );
  }
  const broken = records.problemRecords.flatMap((record) => records.problem(record)?.line ?? []);
  if (broken.length > MAX_BROKEN_ROWS) {
    throw new CsvError(brokenStructureMessage(broken.length, broken.slice(0, 5)));
  }
  return new CsvTable(normalizeHeaders(records.record(0)), records, delimiter, text.encoding, text);
}

/** Where the first line starting with `prefix` starts, and its line number; null when there is none. */
function findHeaderLine(scan: string, prefix: string): { start: number; firstLine: number } | null {
  if (scan.startsWith(prefix)) return { start: 0, firstLine: 1 };
  const afterLf = scan.indexOf(`\n${prefix}`);
  const afterCr = scan.indexOf(`\r${prefix}`);
  const at = afterLf === -1 ? afterCr : afterCr === -1 ? afterLf : Math.min(afterLf, afterCr);
  if (at === -1) return null;
  return { start: at + 1, firstLine: 1 + countLineBreaks(scan, 0, at + 1) };
}

/** The spec's CSV analysis result: the column names and how many data rows the file holds. */
export function analyzeCsv(bytes: Uint8Array, options: ReadCsvOptions = {}): CsvAnalysis {
  const { headers, rowCount } = readCsv(bytes, options);
  return { headers, rowCount };
}
