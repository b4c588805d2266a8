import { rejectBinarySignature, rejectNulCharacters } from "./binary.js";
import { CsvError } from "./csv-error.js";
import { decodeCsvBytes } from "./decode.js";
import { type CsvDelimiter, detectDelimiter, readSepDirective } from "./delimiter.js";
import { normalizeHeaders } from "./headers.js";
import { MAX_IMPORT_ROWS } from "./limits.js";
import { type CsvRecords, parseCsv } from "./parse.js";

export { CsvError } from "./csv-error.js";
export type { CsvDelimiter } from "./delimiter.js";
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./limits.js";

/** A file's named columns and its data rows, read a row or a cell at a time. */
export class CsvTable {
  constructor(
    readonly headers: string[],
    /** Record 0 is the header row. */
    private readonly records: CsvRecords,
    readonly delimiter: CsvDelimiter,
    readonly encoding: string,
  ) {}

  get rowCount(): number {
    return this.records.count - 1;
  }

  /** Data row `index` (from 0), exactly as long as `headers`: short rows padded, extra cells dropped. */
  row(index: number): string[] {
    return Array.from({ length: this.headers.length }, (_, column) => this.cell(index, column));
  }

  /** The value in `column` of data row `index`; "" where the row is short. */
  cell(index: number, column: number): string {
    return this.records.field(index + 1, column);
  }
}

export type ReadCsvOptions = {
  /** Most data rows accepted; defaults to MAX_IMPORT_ROWS. */
  maxRows?: number;
};

export type CsvAnalysis = { headers: string[]; rowCount: number };

const formatCount = (n: number) => n.toLocaleString("en-US");

/**
 * Reads an uploaded CSV file: decodes it, detects the delimiter, parses it and names the columns.
 * Throws CsvError, with a message meant for the user, when the file cannot be imported.
 */
export function readCsv(bytes: Uint8Array, options: ReadCsvOptions = {}): CsvTable {
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  if (bytes.length === 0) throw new CsvError("The file is empty.");
  rejectBinarySignature(bytes);
  const text = decodeCsvBytes(bytes);
  rejectNulCharacters(text.scan);

  const sep = readSepDirective(text.scan);
  const delimiter = sep?.delimiter ?? detectDelimiter(text.scan);
  const records = sep
    ? parseCsv(text, delimiter, { start: sep.bodyStart, firstLine: 2 })
    : parseCsv(text, delimiter);

  if (records.count === 0) throw new CsvError("The file is empty.");
  const rowCount = records.count - 1;
  if (rowCount === 0) throw new CsvError("The file has a header row but no data rows.");
  if (rowCount > maxRows) {
    throw new CsvError(
      `File contains ${formatCount(rowCount)} rows. Maximum allowed is ${formatCount(maxRows)} rows per import.`,
    );
  }
  return new CsvTable(normalizeHeaders(records.record(0)), records, delimiter, text.encoding);
}

/** The spec's CSV analysis result: the column names and how many data rows the file holds. */
export function analyzeCsv(bytes: Uint8Array, options: ReadCsvOptions = {}): CsvAnalysis {
  const { headers, rowCount } = readCsv(bytes, options);
  return { headers, rowCount };
}
