/** Starts a cell that a spreadsheet would run as a formula (or that hides one behind a tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** UTF-8 byte-order mark: without it Excel reads a CSV as the system code page and garbles accents. */
export const UTF8_BOM = "\uFEFF";

/** A value that could start a formula, with a leading apostrophe so a spreadsheet shows it as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One CSV cell: a value that could start a formula gets a leading apostrophe (CSV injection: the cells
 * come from uploaded files), and a value holding a comma, quote or line break is quoted (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Comma-separated records ending in CRLF (RFC 4180), ready to serve as text/csv. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  let out = "";
  for (const record of records) out += `${record.map(csvCell).join(",")}\r\n`;
  return out;
}
