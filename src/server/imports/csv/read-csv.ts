import { rejectBinarySignature, rejectNulCharacters } from "./binary.js";
import { CsvError } from "./csv-error.js";
import { decodeCsvBytes } from "./decode.js";
import { type CsvDelimiter, detectDelimiter, readSepDirective } from "./delimiter.js";
import { normalizeHeaders } from "./headers.js";
import { MAX_IMPORT_ROWS } from "./limits.js";
import { parseCsv } from "./parse.js";

export { CsvError } from "./csv-error.js";
export type { CsvDelimiter } from "./delimiter.js";
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./limits.js";

export type CsvTable = {
  headers: string[];
  /** Data rows, each exactly as long as `headers`. */
  rows: string[][];
  delimiter: CsvDelimiter;
  encoding: string;
};

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
  const { text, encoding } = decodeCsvBytes(bytes);
  rejectNulCharacters(text);

  const sep = readSepDirective(text);
  const delimiter = sep?.delimiter ?? detectDelimiter(text);
  const records = sep
    ? parseCsv(text, delimiter, { start: sep.bodyStart, firstLine: 2 })
    : parseCsv(text, delimiter);

  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord) throw new CsvError("The file is empty.");
  if (dataRecords.length === 0) throw new CsvError("The file has a header row but no data rows.");
  if (dataRecords.length > maxRows) {
    throw new CsvError(
      `File contains ${formatCount(dataRecords.length)} rows. Maximum allowed is ${formatCount(maxRows)} rows per import.`,
    );
  }

  const headers = normalizeHeaders(headerRecord);
  const rows = dataRecords.map((record) => fitToWidth(record, headers.length));
  return { headers, rows, delimiter, encoding };
}

/** The spec's CSV analysis result: the column names and how many data rows the file holds. */
export function analyzeCsv(bytes: Uint8Array, options: ReadCsvOptions = {}): CsvAnalysis {
  const { headers, rows } = readCsv(bytes, options);
  return { headers, rowCount: rows.length };
}

function fitToWidth(record: string[], width: number): string[] {
  if (record.length === width) return record;
  if (record.length > width) return record.slice(0, width);
  const padded = record.slice();
  while (padded.length < width) padded.push("");
  return padded;
}
