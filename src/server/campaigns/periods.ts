import type { Period } from "../../shared/contracts/metrics.js";

/**
 * A period as whole calendar days in the server's time zone: every instant t with
 * start <= t < end. `firstDay` and `endDay` are the same bounds as dates ("YYYY-MM-DD"): the period's
 * first day and the day after its last one.
 */
export interface PeriodRange {
  start: Date;
  end: Date;
  firstDay: string;
  endDay: string;
}

/** How many days the activity chart shows for All Time: the last 90, today included. */
export const ALL_TIME_ACTIVITY_DAYS = 90;

/** The time zone the server's clock reads in (an IANA name such as "Europe/Berlin", or "UTC"). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Local midnight starting the day `offset` days after the day of `date` (DST-safe). */
function dayStart(date: Date, offset = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);
}

/** The calendar day of an instant in the server's time zone, as "YYYY-MM-DD". */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function range(start: Date, end: Date): PeriodRange {
  return { start, end, firstDay: localDay(start), endDay: localDay(end) };
}

/**
 * The bounds of `period` at the instant `now`, or null for All Time (no bounds). Periods are whole
 * calendar days in the server's time zone:
 * - today / yesterday: that calendar day;
 * - this-week / last-week: Monday 00:00 to the next Monday 00:00;
 * - this-month / last-month, this-quarter / last-quarter (January, April, July, October),
 *   this-year: calendar months, quarters and year;
 * - last-7-days / last-30-days: the 7 (30) calendar days ending with today, today included,
 *   i.e. from 00:00 six (29) days ago.
 * A current period ("today", "this-week", ...) runs to the end of its last day rather than to `now`:
 * nothing is recorded after now, so the counts are the same, and every bound stays a midnight.
 */
export function resolvePeriod(period: Period, now: Date): PeriodRange | null {
  const year = now.getFullYear();
  const month = now.getMonth();
  const mondayOffset = -((now.getDay() + 6) % 7);
  const quarterMonth = month - (month % 3);
  switch (period) {
    case "all-time":
      return null;
    case "today":
      return range(dayStart(now), dayStart(now, 1));
    case "yesterday":
      return range(dayStart(now, -1), dayStart(now));
    case "this-week":
      return range(dayStart(now, mondayOffset), dayStart(now, mondayOffset + 7));
    case "last-week":
      return range(dayStart(now, mondayOffset - 7), dayStart(now, mondayOffset));
    case "this-month":
      return range(new Date(year, month, 1), new Date(year, month + 1, 1));
    case "last-month":
      return range(new Date(year, month - 1, 1), new Date(year, month, 1));
    case "this-quarter":
      return range(new Date(year, quarterMonth, 1), new Date(year, quarterMonth + 3, 1));
    case "last-quarter":
      return range(new Date(year, quarterMonth - 3, 1), new Date(year, quarterMonth, 1));
    case "this-year":
      return range(new Date(year, 0, 1), new Date(year + 1, 0, 1));
    case "last-7-days":
      return range(dayStart(now, -6), dayStart(now, 1));
    case "last-30-days":
      return range(dayStart(now, -29), dayStart(now, 1));
  }
}

/**
 * The days of the activity chart, oldest first: the period's days up to today (a current period's
 * days still to come are left out); for All Time, the last 90 days.
 */
export function activityDays(period: Period, now: Date): { firstDay: string; lastDay: string } {
  const bounds = resolvePeriod(period, now);
  const tomorrow = dayStart(now, 1);
  const start = bounds?.start ?? dayStart(now, 1 - ALL_TIME_ACTIVITY_DAYS);
  const end = bounds && bounds.end < tomorrow ? bounds.end : tomorrow;
  return { firstDay: localDay(start), lastDay: localDay(dayStart(end, -1)) };
}
