import type { Period } from "../../../shared/contracts/metrics.js";
import { wallClockMs } from "../../../shared/zoned-clock.js";

/**
 * A period as whole calendar days in the configured time zone (APP_TIME_ZONE): every instant t with
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

/** A calendar date in a time zone: `month` 0-11, `weekday` 0 (Sunday) to 6. */
interface ZonedDate {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/** The calendar date of `date` in `timeZone`. */
export function zonedDate(date: Date, timeZone: string): ZonedDate {
  const wall = new Date(wallClockMs(date, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
  };
}

const dayString = (utc: Date) => utc.toISOString().slice(0, 10);

/**
 * The first instant of a calendar day in `timeZone` (month and day may overflow, as in Date.UTC):
 * midnight, or the first minute after a clock change that skips midnight; the earlier one when
 * midnight happens twice.
 */
export function midnight(year: number, month: number, day: number, timeZone: string): Date {
  const wanted = Date.UTC(year, month, day);
  const target = dayString(new Date(wanted));
  // The zone's UTC offsets a day either side: the day's start is `wanted` less one of them.
  const offsets = [-1, 1].map((side) => {
    const probe = new Date(wanted + side * 86_400_000);
    return wallClockMs(probe, timeZone) - probe.getTime();
  });
  const starts = offsets
    .map((offset) => new Date(wanted - offset))
    .filter((start) => localDay(start, timeZone) === target)
    .sort((a, b) => a.getTime() - b.getTime());
  // None only for a day a zone skipped altogether (Pacific/Apia, 30 December 2011): the next one's start.
  return starts[0] ?? new Date(Math.max(...offsets.map((offset) => wanted - offset)));
}

/** The calendar day of an instant in `timeZone` (the configured APP_TIME_ZONE), as "YYYY-MM-DD". */
export function localDay(date: Date, timeZone: string): string {
  return dayString(new Date(wallClockMs(date, timeZone)));
}

function range(start: Date, end: Date, timeZone: string): PeriodRange {
  return { start, end, firstDay: localDay(start, timeZone), endDay: localDay(end, timeZone) };
}

/**
 * The bounds of `period` at the instant `now`, or null for All Time (no bounds). Periods are whole
 * calendar days in `timeZone` (APP_TIME_ZONE; the server process's zone by default):
 * - today / yesterday: that calendar day;
 * - this-week / last-week: Monday 00:00 to the next Monday 00:00;
 * - this-month / last-month, this-quarter / last-quarter (January, April, July, October),
 *   this-year: calendar months, quarters and year;
 * - last-7-days / last-30-days: the 7 (30) calendar days ending with today, today included,
 *   i.e. from 00:00 six (29) days ago.
 * A current period ("today", "this-week", ...) runs to the end of its last day rather than to `now`:
 * nothing is recorded after now, so the counts are the same, and every bound stays a midnight.
 */
export function resolvePeriod(period: Period, now: Date, timeZone: string): PeriodRange | null {
  const { year, month, day, weekday } = zonedDate(now, timeZone);
  const dayStart = (offset = 0) => midnight(year, month, day + offset, timeZone);
  const monthStart = (offset: number) => midnight(year, month + offset, 1, timeZone);
  const between = (start: Date, end: Date) => range(start, end, timeZone);
  const mondayOffset = -((weekday + 6) % 7);
  const quarter = -(month % 3);
  switch (period) {
    case "all-time":
      return null;
    case "today":
      return between(dayStart(), dayStart(1));
    case "yesterday":
      return between(dayStart(-1), dayStart());
    case "this-week":
      return between(dayStart(mondayOffset), dayStart(mondayOffset + 7));
    case "last-week":
      return between(dayStart(mondayOffset - 7), dayStart(mondayOffset));
    case "this-month":
      return between(monthStart(0), monthStart(1));
    case "last-month":
      return between(monthStart(-1), monthStart(0));
    case "this-quarter":
      return between(monthStart(quarter), monthStart(quarter + 3));
    case "last-quarter":
      return between(monthStart(quarter - 3), monthStart(quarter));
    case "this-year":
      return between(monthStart(-month), monthStart(12 - month));
    case "last-7-days":
      return between(dayStart(-6), dayStart(1));
    case "last-30-days":
      return between(dayStart(-29), dayStart(1));
  }
}

/**
 * The instant from which `resolvePeriod(period, ...)` answers the previous period of equal length: the
 * day, week, 7 or 30 days before, or the calendar month, quarter or year before. Null for All Time.
 */
function previousNow(period: Period, now: Date, timeZone: string): Date | null {
  const { year, month, day } = zonedDate(now, timeZone);
  const shiftDays = (days: number) => midnight(year, month, day - days, timeZone);
  switch (period) {
    case "all-time":
      return null;
    case "today":
    case "yesterday":
      return shiftDays(1);
    case "this-week":
    case "last-week":
    case "last-7-days":
      return shiftDays(7);
    case "last-30-days":
      return shiftDays(30);
    case "this-month":
    case "last-month":
      return midnight(year, month - 1, 1, timeZone);
    case "this-quarter":
    case "last-quarter":
      return midnight(year, month - 3, 1, timeZone);
    case "this-year":
      return midnight(year - 1, 0, 1, timeZone);
  }
}

/** The period of equal length just before `period` at `now` in `timeZone` (null for All Time). */
export function previousPeriod(period: Period, now: Date, timeZone: string): PeriodRange | null {
  const shifted = previousNow(period, now, timeZone);
  return shifted ? resolvePeriod(period, shifted, timeZone) : null;
}

/** The day `days` after a "YYYY-MM-DD" day (before, when negative). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  return dayString(new Date(date.getTime() + days * 86_400_000));
}

/**
 * The days of the activity chart, oldest first: the period's days up to today (a current period's
 * days still to come are left out); for All Time, the last 90 days.
 */
export function activityDays(
  period: Period,
  now: Date,
  timeZone: string,
): { firstDay: string; lastDay: string } {
  const bounds = resolvePeriod(period, now, timeZone);
  const today = localDay(now, timeZone);
  const firstDay = bounds?.firstDay ?? addDays(today, 1 - ALL_TIME_ACTIVITY_DAYS);
  const lastDay = bounds && bounds.endDay <= today ? addDays(bounds.endDay, -1) : today;
  return { firstDay, lastDay };
}
