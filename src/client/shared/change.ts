import { formatCount, formatDecimal, formatPercent } from "../lib/format";

export type ChangeDirection = "up" | "down" | "flat" | "none";

export interface Change {
  direction: ChangeDirection;
  /** "▲ 25%", "▼ 10%", "0%", or "New" when there was nothing before; "" without a previous period. */
  text: string;
  /** The same in words, for screen readers: "up 25% from 8". */
  description: string;
}

/**
 * The change of a figure against the previous period: ▲/▼ with the percent change, rounded to a whole
 * percent. Neutral when the previous period had 0 (no percent of nothing) or when nothing changed;
 * nothing to show when both are 0.
 */
export function changeOf(current: number, previous: number | null | undefined): Change {
  if (previous === null || previous === undefined) return { direction: "none", text: "", description: "" };
  if (previous === 0) {
    return current === 0
      ? { direction: "none", text: "", description: "" }
      : { direction: "flat", text: "New", description: "none in the previous period" };
  }
  if (current === previous) {
    return { direction: "flat", text: "0%", description: `no change from ${formatCount(previous)}` };
  }
  const percent = formatPercent((Math.abs(current - previous) / previous) * 100, { maxDecimals: 0 });
  const up = current > previous;
  return {
    direction: up ? "up" : "down",
    text: `${up ? "▲" : "▼"} ${percent}`,
    description: `${up ? "up" : "down"} ${percent} from ${formatCount(previous)}`,
  };
}

/**
 * The change of a rate (a percentage) against the previous period, in percentage points: "▲ 2.5 pts".
 * A percent of a percent would read as a much bigger move than it was. `previousBase` is the rate's
 * denominator in the previous period: when it was 0 the rate had no value then, so a rate now is "New".
 */
export function rateChangeOf(
  current: number,
  previous: number | null | undefined,
  previousBase: number | null | undefined,
): Change {
  if (previous === null || previous === undefined) return { direction: "none", text: "", description: "" };
  if (previousBase === 0) return changeOf(current, 0);
  if (current === previous) {
    return { direction: "flat", text: "0 pts", description: `no change from ${formatPercent(previous)}` };
  }
  const points = formatDecimal(Math.abs(current - previous));
  const up = current > previous;
  return {
    direction: up ? "up" : "down",
    text: `${up ? "▲" : "▼"} ${points} pts`,
    description: `${up ? "up" : "down"} ${points} percentage points from ${formatPercent(previous)}`,
  };
}
