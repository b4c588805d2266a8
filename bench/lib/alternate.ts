import type { Reference, Row, Target } from "./report.js";
import { median, summarize } from "./stats.js";

/** The app's figures and its reference's, taken in turns: reference, app, reference, app... */
export interface Alternated {
  app: number[];
  reference: number[];
}

/**
 * Runs `ref` then `app`, `runs` times in turn (after `warmUps` untimed turns), so that whatever slows the
 * machine at one moment slows both figures of a pair.
 */
export async function alternate(
  runs: number,
  app: (run: number) => Promise<number>,
  ref: (run: number) => Promise<number>,
  warmUps = 0,
): Promise<Alternated> {
  const times: Alternated = { app: [], reference: [] };
  for (let run = 0; run < warmUps + runs; run++) {
    const refTime = await ref(run);
    const appTime = await app(run);
    if (run < warmUps) continue;
    times.reference.push(refTime);
    times.app.push(appTime);
  }
  return times;
}

/**
 * A row of the app's figures held, by `target` (a ratio), against the reference's taken in turn with
 * them: on the median, the median of the pair-by-pair ratios; on the p95, the two p95s' ratio.
 */
export function alternatedRow(
  row: Omit<Row, "runs" | "median" | "p95" | "min" | "max" | "target" | "reference">,
  times: Alternated,
  target: Target,
  what: string,
): Row {
  const ref = summarize(times.reference);
  const reference: Reference =
    target.on === "p95"
      ? { what, figure: ref.p95 }
      : {
          what: `${what} (ratio: median of run-by-run ratios)`,
          figure: ref.median,
          ratio: median(times.app.map((app, i) => app / (times.reference[i] ?? Number.NaN))),
        };
  return { ...row, ...summarize(times.app), target: { ...target, ratio: true }, reference };
}
