import { CsvError } from "./csv-error.js";

export const BINARY_FILE_MESSAGE =
  "The file is not a CSV: it looks like a binary file (for example an Excel workbook). Save it as CSV and try again.";
export const EXCEL_WORKBOOK_MESSAGE =
  "The file is an Excel workbook, not a CSV. In Excel use File > Save As > CSV UTF-8 and try again.";

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2: legacy .xls, .doc
  [0x1f, 0x8b], // gzip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** Rejects files whose first bytes name a binary format. */
export function rejectBinarySignature(bytes: Uint8Array): void {
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) {
    // Entry names in a zip are stored uncompressed, so an xlsx/xlsm/xlsb names its workbook part in clear.
    const isWorkbook = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes("xl/workbook.");
    throw new CsvError(isWorkbook ? EXCEL_WORKBOOK_MESSAGE : BINARY_FILE_MESSAGE);
  }
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    throw new CsvError(BINARY_FILE_MESSAGE);
  }
}

/** Text files hold no NUL characters; a decoded NUL means a binary file (UTF-16 has already been decoded). */
export function rejectNulCharacters(text: string): void {
  if (text.includes("\0")) throw new CsvError(BINARY_FILE_MESSAGE);
}
