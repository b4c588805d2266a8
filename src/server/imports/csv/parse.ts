import { CsvError } from "./csv-error.js";
import type { CsvDelimiter } from "./delimiter.js";

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const SPACE = 0x20;

export type ParseOptions = {
  /** Where in the text the records start. */
  start?: number;
  /** The file's line number at `start`, for error messages. */
  firstLine?: number;
};

/**
 * Splits CSV text into records (RFC 4180): a field in double quotes may hold the delimiter, line breaks
 * and doubled quotes; records end at CRLF, LF or a lone CR. Records whose fields are all blank are
 * dropped, so blank lines and a final line break add nothing. Lenient where real files are sloppy: a
 * quote inside an unquoted field is literal text, spaces before an opening quote are dropped, and text
 * after a closing quote is kept. Fields are sliced from the text, never built a character at a time.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter, options: ParseOptions = {}): string[][] {
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  const records: string[][] = [];
  let record: string[] = [];
  let i = options.start ?? 0;
  let line = options.firstLine ?? 1;
  if (i >= n) return records;

  const fieldEnd = (from: number) => {
    let k = from;
    while (k < n) {
      const c = text.charCodeAt(k);
      if (c === delim || c === CR || c === LF) break;
      k++;
    }
    return k;
  };

  for (;;) {
    let openingQuote = i;
    while (openingQuote < n && text.charCodeAt(openingQuote) === SPACE) openingQuote++;
    if (openingQuote < n && text.charCodeAt(openingQuote) === QUOTE) {
      let closing = openingQuote + 1;
      let hasDoubledQuotes = false;
      for (;;) {
        closing = text.indexOf('"', closing);
        if (closing === -1) {
          throw new CsvError(
            `The file is not valid CSV: a quoted field starting on line ${line} is never closed.`,
          );
        }
        if (text.charCodeAt(closing + 1) !== QUOTE) break;
        hasDoubledQuotes = true;
        closing += 2;
      }
      const quoted = text.slice(openingQuote + 1, closing);
      // split/join is several times faster than replaceAll when a field holds many doubled quotes.
      const value = hasDoubledQuotes ? quoted.split('""').join('"') : quoted;
      line += countLineBreaks(text, openingQuote + 1, closing);
      const pos = closing + 1;
      i = fieldEnd(pos);
      record.push(pos === i ? value : value + text.slice(pos, i));
    } else {
      const end = fieldEnd(i);
      record.push(text.slice(i, end));
      i = end;
    }

    if (i < n && text.charCodeAt(i) === delim) {
      i++;
      continue;
    }
    if (!isBlank(record)) records.push(record);
    record = [];
    if (i >= n) return records;
    i += text.charCodeAt(i) === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
    line++;
    if (i >= n) return records;
  }
}

function isBlank(record: readonly string[]): boolean {
  return record.every((field) => field.trim() === "");
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
