/** Most problems an ExportError lists; the others are only counted. */
export const MAX_LISTED_PROBLEMS = 20;

/**
 * An upload that cannot be read as a LinkedIn data export. Its messages name the file, the line and the
 * column and what was expected, never a value of the file: the export holds people who are not
 * prospects, and nothing of theirs may be written anywhere, not even in an error.
 */
export class ExportError extends Error {
  override readonly name = "ExportError";

  constructor(
    /** The first MAX_LISTED_PROBLEMS problems, one sentence each. */
    readonly problems: string[],
    /** How many problems were found in all. */
    readonly total: number = problems.length,
  ) {
    const more = total > problems.length ? [`And ${total - problems.length} more.`] : [];
    super([...problems, ...more].join("\n"));
  }
}

/** Problems collected while reading the files, thrown together. */
export class ExportProblems {
  private readonly listed: string[] = [];
  private count = 0;

  add(problem: string): void {
    this.count++;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
  }

  get total(): number {
    return this.count;
  }

  throwIfAny(): void {
    if (this.count > 0) throw new ExportError([...this.listed], this.count);
  }
}
