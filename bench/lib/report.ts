export interface Target {
  op: "<=" | "<" | ">=";
  value: number;
  /** The figure the target applies to: the median (default) or the 95th percentile. */
  on?: "median" | "p95";
  /** Held against the row's ratio to its reference (0.5 is 50 %), not the figure itself. */
  ratio?: boolean;
}

/**
 * The same work done by the plainest means (pgbench, a bare query, a bare server), measured in the
 * same run on the same machine and data: the row's ratio to it is what is held to a target, so the
 * machine's speed and load cancel out.
 */
export interface Reference {
  /** What the reference is, in a few words (printed under the table). */
  what: string;
  /** The reference's figure in the row's unit, the same statistic the target reads (median or p95). */
  figure: number;
  /**
   * The ratio when it is not the row's figure over `figure` (the median of run-by-run ratios when the
   * runs were interleaved).
   */
  ratio?: number;
}

/** One row of the results table. */
export interface Row {
  name: string;
  runs: number;
  median: number;
  /** The 95th percentile, shown when given (summarize() gives it). */
  p95?: number;
  min: number;
  max: number;
  unit: string;
  decimals: number;
  /** Absent: reported only. */
  target?: Target;
  reference?: Reference;
  /** Set when the measurement failed; the numbers are then meaningless. */
  error?: string;
}

/**
 * Runs each part in turn; a part that throws becomes an error row (with its target, if any) instead
 * of ending the measurement.
 */
export async function measureEach(
  parts: readonly (readonly [name: string, measure: () => Promise<Row[]>, target?: Target])[],
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, measure, target] of parts) {
    try {
      rows.push(...(await measure()));
    } catch (error) {
      console.error(`  ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      rows.push({ ...errorRow(name, error), ...(target ? { unit: "ms", target } : {}) });
    }
  }
  return rows;
}

/** A row of one figure, measured once. */
export function singleRow(name: string, value: number, unit: string, decimals: number, target?: Target): Row {
  return {
    name,
    runs: 1,
    median: value,
    min: value,
    max: value,
    unit,
    decimals,
    ...(target ? { target } : {}),
  };
}

export function errorRow(name: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return {
    name,
    runs: 0,
    median: Number.NaN,
    min: Number.NaN,
    max: Number.NaN,
    unit: "",
    decimals: 0,
    error: message,
  };
}

/** The figure a row's target is about: its median, or its p95 when the target says so. */
const targetFigure = (row: Row): number => (row.target?.on === "p95" ? (row.p95 ?? Number.NaN) : row.median);

/** The row's figure over its reference's (or the reference's own ratio); null without a reference. */
export function ratioOf(row: Row): number | null {
  if (!row.reference) return null;
  return row.reference.ratio ?? targetFigure(row) / row.reference.figure;
}

export function meetsTarget(row: Row): boolean | null {
  if (row.error || !row.target) return null;
  const { op, value } = row.target;
  const figure = row.target.ratio ? (ratioOf(row) ?? Number.NaN) : targetFigure(row);
  if (op === "<=") return figure <= value;
  if (op === "<") return figure < value;
  return figure >= value;
}

const format = (value: number, decimals: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A throughput ratio reads as a share ("41 %"), a time ratio as a multiple ("2.3x"). */
const isShare = (row: Row) => (row.target ? row.target.op === ">=" : row.unit.endsWith("/s"));

const ratioText = (row: Row, ratio: number) =>
  isShare(row) ? `${format(ratio * 100, 0)} %` : `${format(ratio, ratio < 10 ? 2 : 1)}x`;

const targetText = (row: Row) => {
  if (!row.target) return "(report)";
  const { on, op, value } = row.target;
  const figure = on === "p95" ? "p95 " : "";
  if (row.target.ratio) return `${figure}${op} ${ratioText(row, value)} of ref`;
  return `${figure}${op} ${format(value, Number.isInteger(value) ? 0 : 2)} ${row.unit}`;
};

function cells(row: Row): string[] {
  if (row.error) return [row.name, String(row.runs), "-", "-", "-", "-", "-", "-", targetText(row), "ERROR"];
  const pass = meetsTarget(row);
  const spread = row.runs > 1 ? `${format(row.min, row.decimals)} – ${format(row.max, row.decimals)}` : "-";
  const ratio = ratioOf(row);
  return [
    row.name,
    String(row.runs),
    format(row.median, row.decimals),
    row.p95 === undefined || row.runs < 2 ? "-" : format(row.p95, row.decimals),
    spread,
    row.unit,
    row.reference ? format(row.reference.figure, row.decimals) : "-",
    ratio === null ? "-" : ratioText(row, ratio),
    targetText(row),
    pass === null ? "-" : pass ? "pass" : "MISSED",
  ];
}

export function formatTable(rows: Row[]): string {
  const header = ["name", "runs", "median", "p95", "min – max", "unit", "ref", "ratio", "target", "result"];
  const body = rows.map(cells);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...body.map((line) => line[i]?.length ?? 0)),
  );
  const numeric = new Set([1, 2, 3, 4, 6, 7]);
  const line = (values: string[]) =>
    values
      .map((value, i) => (numeric.has(i) ? value.padStart(widths[i] ?? 0) : value.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...body.map(line), ...referenceLines(rows)].join("\n");
}

/** Under the table: what each row's reference was. */
function referenceLines(rows: Row[]): string[] {
  const referenced = rows.filter((row) => row.reference && !row.error);
  if (referenced.length === 0) return [];
  return [
    "",
    "ref: the same work by the plainest means, measured in the same run (same machine, load and data):",
    ...referenced.map((row) => `  - ${row.name}: ${row.reference?.what}`),
  ];
}

/** The lines under the table: missed targets and failed measurements, said plainly. */
export function formatVerdict(rows: Row[]): string {
  const lines: string[] = [];
  const missed = rows.filter((row) => meetsTarget(row) === false);
  const failed = rows.filter((row) => row.error);
  if (missed.length === 0 && failed.length === 0) lines.push("All targets met.");
  if (missed.length > 0) {
    lines.push(`Missed targets (${missed.length}):`);
    for (const row of missed) {
      const figure = row.target?.on === "p95" ? "p95" : "median";
      const ratio = ratioOf(row);
      const measured = `${figure} ${format(targetFigure(row), row.decimals)} ${row.unit}`;
      lines.push(
        ratio === null
          ? `  - ${row.name}: ${measured}, target ${targetText(row)}`
          : `  - ${row.name}: ${measured} against ${format(row.reference?.figure ?? Number.NaN, row.decimals)}` +
              ` ${row.unit}, ${ratioText(row, ratio)} of ref, target ${targetText(row)}`,
      );
    }
  } else if (failed.length > 0) {
    lines.push("No measured target was missed.");
  }
  if (failed.length > 0) {
    lines.push(`Failed measurements (${failed.length}):`);
    for (const row of failed) lines.push(`  - ${row.name}: ${row.error}`);
  }
  return lines.join("\n");
}
