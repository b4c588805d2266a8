import { CsvError } from "./csv-error.js";
import type { CsvText } from "./decode.js";
import type { CsvDelimiter } from "./delimiter.js";

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TILDE = 0x7e;

export type ParseOptions = {
  /** Where in the text the records start. */
  start?: number;
  /** The file's line number at `start`, for error messages. */
  firstLine?: number;
};

/**
 * A file's records as positions in its text: each field's start and end. A field's value is only made
 * into a string when it is read, so a 25-column export whose import reads 7 columns builds 7 strings a
 * row, not 25.
 */
export class CsvRecords {
  constructor(
    private readonly text: CsvText,
    /** Start and end in `text` of every field, record after record. */
    private readonly bounds: Int32Array,
    /** Index in `bounds` (counted in fields) of each record's first field, and one past the last. */
    private readonly firstFields: Int32Array,
    readonly count: number,
  ) {}

  /** How many fields record `index` has. */
  fieldCount(index: number): number {
    return (this.firstFields[index + 1] ?? 0) - (this.firstFields[index] ?? 0);
  }

  /** The value of field `column` of record `index`; "" past the record's last field. */
  field(index: number, column: number): string {
    if (column >= this.fieldCount(index)) return "";
    const k = 2 * ((this.firstFields[index] ?? 0) + column);
    return fieldValue(this.text, this.bounds[k] ?? 0, this.bounds[k + 1] ?? 0);
  }

  /** Every field of record `index`. */
  record(index: number): string[] {
    return Array.from({ length: this.fieldCount(index) }, (_, column) => this.field(index, column));
  }
}

/**
 * The value of the field at text[start, end): as written, or, when its first character after any spaces
 * is a double quote, the quoted text with doubled quotes made single, followed by whatever comes after the
 * closing quote. The scan has already found the closing quote, so it is there.
 */
function fieldValue(text: CsvText, start: number, end: number): string {
  const opening = openingQuote(text.scan, start, end);
  if (opening === -1) return text.slice(start, end);
  const closing = closingQuote(text.scan, opening);
  const quoted = text.slice(opening + 1, closing);
  // Any quote left inside is one of a doubled pair. split/join is several times faster than replaceAll
  // when a field holds many of them.
  const value = quoted.includes('"') ? quoted.split('""').join('"') : quoted;
  return closing + 1 === end ? value : value + text.slice(closing + 1, end);
}

/** The opening quote of the field that starts at `from`, after any spaces; -1 when it is not quoted. */
function openingQuote(scan: string, from: number, end: number): number {
  let k = from;
  while (k < end && scan.charCodeAt(k) === SPACE) k++;
  return k < end && scan.charCodeAt(k) === QUOTE ? k : -1;
}

/** The quote that closes the field opened at `opening` (doubled quotes are text); -1 when none does. */
function closingQuote(scan: string, opening: number): number {
  let closing = opening + 1;
  for (;;) {
    closing = scan.indexOf('"', closing);
    if (closing === -1 || scan.charCodeAt(closing + 1) !== QUOTE) return closing;
    closing += 2;
  }
}

/** An Int32Array that doubles when full. */
class Positions {
  values = new Int32Array(4096);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/**
 * Splits CSV text into records (RFC 4180): a field in double quotes may hold the delimiter, line breaks
 * and doubled quotes; records end at CRLF, LF or a lone CR. Records whose fields are all blank are
 * dropped, so blank lines and a final line break add nothing. Lenient where real files are sloppy: a
 * quote inside an unquoted field is literal text, spaces before an opening quote are dropped, and text
 * after a closing quote is kept.
 *
 * The text is searched with indexOf (native code) for the next delimiter, line break and quote, each
 * found once and reused until the scan passes it, rather than looked at a character at a time.
 */
export function parseCsv(text: CsvText, delimiter: CsvDelimiter, options: ParseOptions = {}): CsvRecords {
  const scan = text.scan;
  const n = scan.length;
  const delimiterCode = delimiter.charCodeAt(0);
  const bounds = new Positions();
  const firstFields = new Positions();
  const start = options.start ?? 0;
  let i = start;
  let nextDelimiter = -1;
  let nextLf = -1;
  let nextCr = -1;
  const find = (what: string, from: number) => {
    const at = scan.indexOf(what, from);
    return at === -1 ? n : at;
  };
  /** Where the field text from `from` on ends: the next delimiter or line break. */
  const fieldEnd = (from: number) => {
    if (nextDelimiter < from) nextDelimiter = find(delimiter, from);
    if (nextLf < from) nextLf = find("\n", from);
    if (nextCr < from) nextCr = find("\r", from);
    return Math.min(nextDelimiter, nextLf, nextCr);
  };

  let recordStart = 0;
  if (i >= n) return new CsvRecords(text, bounds.values, new Int32Array([0]), 0);
  for (;;) {
    const fieldStart = i;
    const opening = openingQuote(scan, i, n);
    if (opening === -1) {
      i = fieldEnd(i);
    } else {
      const closing = closingQuote(scan, opening);
      if (closing === -1) {
        const line = (options.firstLine ?? 1) + countLineBreaks(scan, start, opening);
        throw new CsvError(
          `The file is not valid CSV: a quoted field starting on line ${line} is never closed.`,
        );
      }
      i = fieldEnd(closing + 1);
    }
    bounds.push(fieldStart);
    bounds.push(i);

    if (i < n && scan.charCodeAt(i) === delimiterCode) {
      i++;
      continue;
    }
    const fieldCount = bounds.length / 2;
    if (isBlankRecord(text, bounds.values, recordStart, fieldCount)) {
      bounds.length = recordStart * 2;
    } else {
      firstFields.push(recordStart);
      recordStart = fieldCount;
    }
    if (i < n) i += scan.charCodeAt(i) === CR && scan.charCodeAt(i + 1) === LF ? 2 : 1;
    if (i >= n) break;
  }
  firstFields.push(recordStart);
  return new CsvRecords(text, bounds.values, firstFields.values, firstFields.length - 1);
}

/**
 * Whether every field of the record held in bounds, fields [from, to), is blank. A record whose first
 * field starts with a printable ASCII character other than a quote is not, which settles almost every
 * record without reading its values.
 */
function isBlankRecord(text: CsvText, bounds: Int32Array, from: number, to: number): boolean {
  const start = bounds[2 * from] ?? 0;
  const c = text.scan.charCodeAt(start);
  if (start < (bounds[2 * from + 1] ?? 0) && c > SPACE && c <= TILDE && c !== QUOTE) return false;
  for (let k = from; k < to; k++) {
    if (fieldValue(text, bounds[2 * k] ?? 0, bounds[2 * k + 1] ?? 0).trim() !== "") return false;
  }
  return true;
}

/** Line breaks in text[from, to), counting CRLF once. */
function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c === LF) count++;
    else if (c === CR) {
      count++;
      if (k + 1 < to && text.charCodeAt(k + 1) === LF) k++;
    }
  }
  return count;
}
