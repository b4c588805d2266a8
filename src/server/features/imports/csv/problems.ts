import type { CsvText } from "./decode.js";
import type { CsvDelimiter } from "./delimiter.js";

/** What is wrong with the layout of a record, as the parser found it; `line` is where it is. */
export type RecordProblem =
  | {
      kind: "unclosed-quote" | "text-after-quote" | "quote-in-value" | "space-before-quote";
      line: number;
      /** The field's text in the file (for an unclosed quote: from the quote to the end of its line). */
      start: number;
      end: number;
    }
  | { kind: "field-count"; line: number; count: number; expected: number; delimiter: CsvDelimiter };

/** A count in a message: 1,000,000. Line numbers are written plain, as spreadsheets number rows. */
export const formatCount = (n: number) => n.toLocaleString("en-US");

const DELIMITER_NAMES: Record<CsvDelimiter, string> = { ",": "comma", ";": "semicolon", "\t": "tab" };

/** The name of a delimiter in a sentence: comma, semicolon or tab. */
export const delimiterName = (delimiter: CsvDelimiter) => DELIMITER_NAMES[delimiter];

/** Longest quoted value a message shows whole, with the fix written out. */
const SHOWN = 60;

/** The first `max` characters of `text`, "…" when there are more. */
function excerpt(text: string, max: number): string {
  const characters = Array.from(text.slice(0, 2 * max + 2));
  return characters.length > max ? `${characters.slice(0, max).join("")}…` : text;
}

/** A value written as CSV wants it: in double quotes, the quotes inside doubled. */
const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** The value as a message shows it: whole when short, else its beginning. */
const shown = (raw: string) => excerpt(raw, SHOWN);

/** How to write a value holding quotes, the fixed value written out when it is short enough to show. */
const quoteFix = (raw: string) =>
  Array.from(raw).length > SHOWN
    ? "Quote the whole value and double the quotes inside it."
    : `Quote the whole value and double the quotes inside it: ${quoted(raw)}.`;

const values = (n: number) => (n === 1 ? "1 value" : `${formatCount(n)} values`);

/**
 * The problem as one sentence a person can act on: the line first, what is wrong, what to do.
 * `extraValuesBlank` says that the values past the header's length are all empty (delimiters too many
 * at the end of the line).
 */
export function describeProblem(problem: RecordProblem, text: CsvText, extraValuesBlank = false): string {
  const at = `Line ${problem.line}`;
  if (problem.kind === "field-count") {
    const found = `${at} has ${values(problem.count)} but the header has ${formatCount(problem.expected)}`;
    const delimiter = delimiterName(problem.delimiter);
    if (problem.count < problem.expected) return `${found}: is a value missing?`;
    return extraValuesBlank
      ? `${found}: is there a ${delimiter} too many at the end of the line?`
      : `${found}: is there an unquoted ${delimiter}?`;
  }
  const raw = text.slice(problem.start, Math.min(problem.end, problem.start + 4 * SHOWN)).trim();
  switch (problem.kind) {
    case "unclosed-quote": {
      const rest = raw.slice(1);
      const where = rest === "" ? "at the end of the line" : `before "${excerpt(rest, 20)}"`;
      return `${at}: a quote opens ${where} and is never closed on its line. Close the quote or remove it.`;
    }
    case "text-after-quote":
      return `${at}: text follows a closing quote in ${shown(raw)}. ${quoteFix(raw)}`;
    case "quote-in-value":
      return `${at}: the value ${shown(raw)} holds a quote but does not start with one. ${quoteFix(raw)}`;
    case "space-before-quote":
      return `${at}: the value ${shown(raw)} has spaces before its opening quote. Remove them so that the value starts with the quote.`;
  }
}

/** A cell holding a byte that is not UTF-8, in a file read as UTF-8. */
export function invalidByteMessage(line: number, column: string | undefined, byte: number): string {
  const where = column === undefined ? "a value past the last column" : `the value in column "${column}"`;
  const hex = byte.toString(16).toUpperCase().padStart(2, "0");
  return `Line ${line}: ${where} is not valid UTF-8 (byte 0x${hex}). Save the file as "CSV UTF-8" and import it again.`;
}

export function tooManyColumnsMessage(count: number, max: number): string {
  return `The file has ${formatCount(count)} columns; at most ${formatCount(max)} are allowed.`;
}

/** The file's structure is broken on too many lines to be worth listing row by row. */
export function brokenStructureMessage(count: number, firstLines: readonly number[]): string {
  return (
    `The file's structure is broken on ${formatCount(count)} lines (first: ${firstLines.join(", ")}). ` +
    "Check that values containing the delimiter are in double quotes, and that every opening quote is closed."
  );
}
