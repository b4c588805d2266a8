import { CsvError } from "./csv-error.js";
import type { CsvText } from "./decode.js";
import type { CsvDelimiter } from "./delimiter.js";
import { describeProblem, type RecordProblem, tooManyColumnsMessage } from "./problems.js";

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;
const TILDE = 0x7e;

export type ParseOptions = {
  /** Where in the text the records start. */
  start?: number;
  /** The file's line number at `start`, for line numbers and messages. */
  firstLine?: number;
  /** Most columns the header may have; more is refused as soon as the header has been read. */
  maxColumns?: number;
  /** Fields kept past the header's length in a longer record; the others are only counted. */
  extraFieldsKept?: number;
};

/**
 * A file's records as positions in its text: each field's start and end. A field's value is only made
 * into a string when it is read, so a 25-column export whose import reads 7 columns builds 7 strings a
 * row, not 25. Record 0 is the header; every other record is checked against it, and what is wrong
 * with a record is kept with it (see `problem`).
 */
export class CsvRecords {
  constructor(
    private readonly text: CsvText,
    /**
     * Start and end in `text` of every field kept, record after record. A field read as the rest of its
     * line after a quote that is never closed has its start stored as ~start: its text is taken as is.
     */
    private readonly bounds: Int32Array,
    /** Index in `bounds` (counted in fields) of each record's first field, and one past the last. */
    private readonly firstFields: Int32Array,
    /** The line each record starts on. */
    private readonly lines: Int32Array,
    readonly count: number,
    /** What is wrong with the layout of each record that has a problem. */
    private readonly problems: ReadonlyMap<number, RecordProblem>,
    /** The first invalid byte of each record holding one (UTF-8 files only). */
    private readonly invalidBytes: ReadonlyMap<number, number>,
    /** Records with either, in order. */
    readonly problemRecords: readonly number[],
    /** How many fields the records longer than the fields kept really have. */
    private readonly fullCounts: ReadonlyMap<number, number>,
  ) {}

  /** How many fields of record `index` are kept (all but those far past the header's length). */
  fieldCount(index: number): number {
    return (this.firstFields[index + 1] ?? 0) - (this.firstFields[index] ?? 0);
  }

  /** How many fields record `index` has in the file. */
  valueCount(index: number): number {
    return this.fullCounts.get(index) ?? this.fieldCount(index);
  }

  /** The value of field `column` of record `index`; "" past the record's last field. */
  field(index: number, column: number): string {
    if (column >= this.fieldCount(index)) return "";
    const k = 2 * ((this.firstFields[index] ?? 0) + column);
    return fieldValue(this.text, this.bounds[k] ?? 0, this.bounds[k + 1] ?? 0);
  }

  /** Every field of record `index` that is kept. */
  record(index: number): string[] {
    return Array.from({ length: this.fieldCount(index) }, (_, column) => this.field(index, column));
  }

  /** The line of the file that record `index` starts on, from 1. */
  line(index: number): number {
    return this.lines[index] ?? 0;
  }

  /** What is wrong with the layout of record `index` (quotes, number of fields), if anything. */
  problem(index: number): RecordProblem | undefined {
    return this.problems.get(index);
  }

  /** Where in the text the first byte of record `index` that is not valid UTF-8 sits, if any. */
  invalidByte(index: number): number | undefined {
    return this.invalidBytes.get(index);
  }

  /** The field of record `index` holding text position `at`; -1 when it is past the fields kept. */
  columnAt(index: number, at: number): number {
    const first = this.firstFields[index] ?? 0;
    for (let column = 0; column < this.fieldCount(index); column++) {
      const k = 2 * (first + column);
      if (at < (this.bounds[k + 1] ?? 0)) return column;
    }
    return -1;
  }
}

/**
 * The value of the field at text[start, end): as written, or, when its first character after any spaces
 * is a double quote, the quoted text with doubled quotes made single, followed by whatever comes after the
 * closing quote. The scan has already found the closing quote, so it is there. A start stored as ~start
 * is the rest of a line after a quote that is never closed, taken as it is.
 */
function fieldValue(text: CsvText, start: number, end: number): string {
  if (start < 0) return text.slice(~start, end);
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
 * dropped, so blank lines and a final line break add nothing.
 *
 * Nothing is repaired silently. Where strict CSV fails, the record gets a problem and parsing goes on:
 * - a quote that opens a field and is never closed, or whose field runs onto another line and then
 *   "closes" before something other than the delimiter or a line break, is a quote never closed on its
 *   line: the record ends with that line, the field being the rest of it, and the next line is read
 *   afresh, so the records after it are not swallowed;
 * - text after a closing quote on the same line (`"Chip" Davis`; the value keeps it);
 * - a quote inside a field that does not start with one (`5" screen`; the value is as written);
 * - spaces before an opening quote (the field is read as quoted);
 * - a record with more or fewer fields than the header (record 0). Fields far past the header's length
 *   are counted, not kept.
 * The header itself must be sound: a problem there, or more than `maxColumns` columns, is refused with a
 * CsvError as soon as the header has been read.
 *
 * The text is searched with indexOf (native code) for the next delimiter, line break and quote, each
 * found once and reused until the scan passes it, rather than looked at a character at a time.
 */
export function parseCsv(text: CsvText, delimiter: CsvDelimiter, options: ParseOptions = {}): CsvRecords {
  const scan = text.scan;
  const n = scan.length;
  const delimiterCode = delimiter.charCodeAt(0);
  const maxColumns = options.maxColumns ?? Number.POSITIVE_INFINITY;
  const extraFieldsKept = options.extraFieldsKept ?? Number.POSITIVE_INFINITY;
  const bounds = new Positions();
  const firstFields = new Positions();
  const lines = new Positions();
  const problems = new Map<number, RecordProblem>();
  const invalidBytes = new Map<number, number>();
  const problemRecords: number[] = [];
  const fullCounts = new Map<number, number>();
  const invalid = text.invalidBytes ?? new Int32Array(0);
  let nextInvalid = 0;

  const start = options.start ?? 0;
  let i = start;
  let line = options.firstLine ?? 1;
  let nextDelimiter = -1;
  let nextLf = -1;
  let nextCr = -1;
  let nextQuote = -1;
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
  /** The next line break from `from` on; the text's length when there is none. */
  const lineEnd = (from: number) => {
    if (nextLf < from) nextLf = find("\n", from);
    if (nextCr < from) nextCr = find("\r", from);
    return Math.min(nextLf, nextCr);
  };

  /** The header's length, once read. */
  let headerLength = -1;
  /** Fields kept for the record being read. */
  let keep = maxColumns;
  /** Index in `bounds` (counted in fields) of the record being read. */
  let recordStart = 0;
  let recordLine = line;
  let recordPosition = i;
  /** Fields of the record being read, kept or not. */
  let fields = 0;
  let problem: RecordProblem | undefined;

  if (i >= n)
    return new CsvRecords(
      text,
      bounds.values,
      new Int32Array([0]),
      lines.values,
      0,
      problems,
      invalidBytes,
      problemRecords,
      fullCounts,
    );
  for (;;) {
    const fieldStart = i;
    let storedStart = fieldStart;
    const first = scan.charCodeAt(i);
    const opening = first === QUOTE ? i : first === SPACE ? openingQuote(scan, i, n) : -1;
    if (opening === -1) {
      i = fieldEnd(i);
      if (nextQuote < fieldStart) nextQuote = find('"', fieldStart);
      if (nextQuote < i && problem === undefined) {
        problem = { kind: "quote-in-value", line, start: fieldStart, end: i };
      }
    } else {
      const closing = closingQuote(scan, opening);
      const breakAt = lineEnd(opening);
      const after = closing + 1;
      const closesField =
        closing !== -1 &&
        (after >= n ||
          scan.charCodeAt(after) === delimiterCode ||
          scan.charCodeAt(after) === LF ||
          scan.charCodeAt(after) === CR);
      if (closing === -1 || (breakAt < closing && !closesField)) {
        // Never closed on its line: the record ends with the line.
        problem ??= { kind: "unclosed-quote", line, start: opening, end: breakAt };
        storedStart = ~(opening + 1);
        i = breakAt;
      } else if (!closesField) {
        i = fieldEnd(after);
        problem ??= { kind: "text-after-quote", line, start: fieldStart, end: i };
      } else {
        if (opening > fieldStart)
          problem ??= { kind: "space-before-quote", line, start: fieldStart, end: after };
        if (breakAt < closing) line += countLineBreaks(scan, opening, closing);
        i = after;
      }
    }
    fields++;
    if (fields <= keep) {
      bounds.push(storedStart);
      bounds.push(i);
    }

    if (i < n && scan.charCodeAt(i) === delimiterCode) {
      i++;
      if (fields < keep) continue;
      // Past the fields kept: when no quote is left on the line, the rest is only counted, in one pass.
      const end = lineEnd(i);
      if (nextQuote < i) nextQuote = find('"', i);
      if (nextQuote < end) continue;
      fields += 1 + countCharacter(scan, delimiterCode, i, end);
      i = end;
    }

    const fieldsEnd = bounds.length / 2;
    // A record with fields past those kept is not known to be blank: it is kept, and its length reported.
    const allKept = fields === fieldsEnd - recordStart;
    if (problem === undefined && allKept && isBlankRecord(text, bounds.values, recordStart, fieldsEnd)) {
      bounds.length = recordStart * 2;
    } else {
      const index = firstFields.length;
      if (index === 0) {
        if (fields > maxColumns) throw new CsvError(tooManyColumnsMessage(fields, maxColumns));
        if (problem) throw new CsvError(`The header row cannot be read. ${describeProblem(problem, text)}`);
        headerLength = fields;
        keep = headerLength + extraFieldsKept;
      } else if (problem === undefined && fields !== headerLength) {
        problem = { kind: "field-count", line: recordLine, count: fields, expected: headerLength, delimiter };
      }
      if (!allKept) fullCounts.set(index, fields);
      firstFields.push(recordStart);
      lines.push(recordLine);
      let hasProblem = problem !== undefined;
      if (problem) problems.set(index, problem);
      while (nextInvalid < invalid.length && (invalid[nextInvalid] ?? 0) < i) {
        const at = invalid[nextInvalid++] ?? 0;
        if (at >= recordPosition && !invalidBytes.has(index)) {
          invalidBytes.set(index, at);
          hasProblem = true;
        }
      }
      if (hasProblem && index > 0) problemRecords.push(index);
      recordStart = fieldsEnd;
    }
    problem = undefined;
    fields = 0;
    if (i < n) {
      i += scan.charCodeAt(i) === CR && scan.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
    }
    recordLine = line;
    recordPosition = i;
    if (i >= n) break;
  }
  firstFields.push(recordStart);
  return new CsvRecords(
    text,
    bounds.values,
    firstFields.values,
    lines.values,
    firstFields.length - 1,
    problems,
    invalidBytes,
    problemRecords,
    fullCounts,
  );
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

/** How many times the character `code` occurs in text[from, to). */
function countCharacter(text: string, code: number, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === code) count++;
  return count;
}

/** Line breaks in text[from, to), counting CRLF once; found with indexOf, one step per line break. */
export function countLineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let k = text.indexOf("\n", from); k !== -1 && k < to; k = text.indexOf("\n", k + 1)) count++;
  for (let k = text.indexOf("\r", from); k !== -1 && k < to; k = text.indexOf("\r", k + 1)) {
    if (k + 1 >= to || text.charCodeAt(k + 1) !== LF) count++;
  }
  return count;
}
