const DAY_MS = 86_400_000;

/** The ISO week (Monday-based; week 1 holds the year's first Thursday) of a moment in UTC, as "2026-W48". */
export function isoWeekOf(moment: Date): string {
  const day = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  const weekday = new Date(day).getUTCDay() || 7;
  const thursday = new Date(day + (4 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The `count` ISO weeks up to the one holding `now`, oldest first. */
export function lastIsoWeeks(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    isoWeekOf(new Date(now.getTime() - (count - 1 - index) * 7 * DAY_MS)),
  );
}
