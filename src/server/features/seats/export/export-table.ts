import { normalizeLinkedinUrl } from "../../../core/prospect-fields/dedup.js";
import { CsvError, type CsvTable, readCsv } from "../../imports/index.js";
import type { ExportProblems } from "./export-error.js";
import type { ExportFile } from "./export-rows.js";

/** Most data rows read from one file of an export (a long-standing member's messages run to six figures). */
export const MAX_EXPORT_ROWS = 1_000_000;

const LAYOUT_PROBLEMS: Record<NonNullable<ReturnType<CsvTable["problemKind"]>>, string> = {
  "field-count": "it has more or fewer values than the header",
  "unclosed-quote": "a quote is never closed",
  "text-after-quote": "a quote is out of place",
  "quote-in-value": "a quote is out of place",
  "space-before-quote": "a quote is out of place",
  "invalid-byte": "it holds bytes that are not UTF-8",
};

// A member's profile: /in/ (or /pub/, its form before 2012). Not /company/, /school/ or a showcase page.
const MEMBER_PROFILE = /(?:^|\.)linkedin\.com\/(?:in|pub)\//;

/**
 * One file of an export, read as a table whose columns are found by name (unknown columns are ignored).
 * What is wrong is added to the problems by file, line and column, never with a value of the file.
 */
export class ExportTable {
  private readonly columns = new Map<string, number>();
  private readonly problemRows: ReadonlySet<number>;
  private readonly keys = new Map<string, string | null>();

  private constructor(
    readonly file: ExportFile,
    private readonly table: CsvTable,
    private readonly problems: ExportProblems,
  ) {
    table.headers.forEach((name, index) => {
      const key = name.toLowerCase();
      if (!this.columns.has(key)) this.columns.set(key, index);
    });
    this.problemRows = new Set(table.problemRows);
  }

  /** Reads the file; null, with the reason added to the problems, when it cannot be read as a table. */
  static open(
    file: ExportFile,
    bytes: Uint8Array,
    problems: ExportProblems,
    headerStartsWith?: string,
  ): ExportTable | null {
    try {
      const table = readCsv(bytes, {
        maxRows: MAX_EXPORT_ROWS,
        allowNoRows: true,
        ...(headerStartsWith ? { headerStartsWith } : {}),
      });
      return new ExportTable(file, table, problems);
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      // The reader quotes the header when it cannot be read: not here, where it may be a person's row.
      const message = error.message.startsWith("The header row cannot be read.")
        ? "the header row cannot be read: a quote is out of place."
        : error.message.charAt(0).toLowerCase() + error.message.slice(1);
      problems.add(`${file}: ${message}`);
      return null;
    }
  }

  get rowCount(): number {
    return this.table.rowCount;
  }

  /** The index of the column named `name` (in any case); -1 when there is none. */
  column(name: string): number {
    return this.columns.get(name.toLowerCase()) ?? -1;
  }

  /** The indexes of the columns named; null, each missing one added to the problems, when any is missing. */
  requireColumns(names: readonly string[]): number[] | null {
    const indexes = names.map((name) => this.column(name));
    names.forEach((name, k) => {
      if (indexes[k] === -1) this.problems.add(`${this.file} is missing the column ${name}.`);
    });
    return indexes.includes(-1) ? null : indexes;
  }

  /** Whether data row `index` is read exactly; when it is not, its problem is added. */
  readable(index: number): boolean {
    if (!this.problemRows.has(index)) return true;
    const kind = this.table.problemKind(index);
    const what = kind ? LAYOUT_PROBLEMS[kind] : "it is not read exactly";
    this.problems.add(`${this.file} line ${this.line(index)}: the row cannot be read: ${what}.`);
    return false;
  }

  line(index: number): number {
    return this.table.line(index);
  }

  /** The value in `column` of data row `index`; "" when there is no such column. */
  cell(index: number, column: number): string {
    return column < 0 ? "" : this.table.cell(index, column);
  }

  /** Adds a problem with `column` of data row `index`: "<file> line <n>: <column> <expected>." */
  fail(index: number, column: string, expected: string): void {
    this.problems.add(`${this.file} line ${this.line(index)}: ${column} ${expected}.`);
  }

  /** The dedup key of a member's profile URL; null when the value is empty or not a member's profile. */
  profileKey(url: string): string | null {
    let key = this.keys.get(url);
    if (key === undefined) {
      const normalized = normalizeLinkedinUrl(url);
      key = normalized && MEMBER_PROFILE.test(normalized) ? normalized : null;
      this.keys.set(url, key);
    }
    return key;
  }
}
