/**
 * Calendar arithmetic in a company's IANA time zone, with Intl only. A *local date* is a calendar day
 * written "YYYY-MM-DD"; it has no zone of its own, so adding days to it is plain date arithmetic.
 */

import { wallClock } from "../zoned-clock.js";

const DAY_MS = 86_400_000;

/** The days a company works: ISO weekdays (1 Monday ... 7 Sunday) and holiday dates, in its zone. */
export interface BusinessCalendar {
  timeZone: string;
  workingDays: ReadonlySet<number>;
  holidays: ReadonlySet<string>;
}

export function businessCalendar(settings: {
  timeZone: string;
  workingDays: readonly number[];
  holidays: readonly string[];
}): BusinessCalendar {
  return {
    timeZone: settings.timeZone,
    workingDays: new Set(settings.workingDays.filter((day) => day >= 1 && day <= 7)),
    holidays: new Set(settings.holidays),
  };
}

const toInstant = (value: Date | string): Date => (typeof value === "string" ? new Date(value) : value);

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const fromUtcMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const utcMs = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** How far the zone's clock is ahead of UTC at an instant given in whole seconds. */
function offsetAt(ms: number, timeZone: string): number {
  const clock = wallClock(new Date(ms), timeZone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - ms;
}

// Planning many assignments asks for thousands of dates: the zone's offset over each UTC day is kept
// (null for a day with a clock change, which asks Intl every time).
const dayOffsets = new Map<string, number | null>();

function dayOffset(ms: number, timeZone: string): number | null {
  const dayStart = Math.floor(ms / DAY_MS) * DAY_MS;
  const key = `${timeZone} ${dayStart}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const start = offsetAt(dayStart, timeZone);
    offset = start === offsetAt(dayStart + DAY_MS, timeZone) ? start : null;
    if (dayOffsets.size > 20_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/** The calendar date an instant falls on in the zone. An invalid instant throws a RangeError. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  const date = toInstant(instant);
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  const offset = dayOffset(ms, timeZone);
  if (offset !== null) return fromUtcMs(ms + offset);
  const { year, month, day } = wallClock(date, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The first instant of a local date in the zone (midnight, or the first hour after a skipped one). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const target = utcMs(date);
  // Guess midnight with the zone's offset at that time, then correct once for a DST change in between.
  let guess = target;
  for (let pass = 0; pass < 2; pass += 1) {
    const clock = wallClock(new Date(guess), timeZone);
    const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    guess += target - shown;
  }
  // Where midnight does not exist the guess lands on the day before: move to the day's first hour.
  while (localDateOf(new Date(guess), timeZone) < date) guess += 3_600_000;
  return new Date(guess);
}

export const addCalendarDays = (date: string, days: number): string => fromUtcMs(utcMs(date) + days * DAY_MS);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((utcMs(to) - utcMs(from)) / DAY_MS);

/** 1 (Monday) ... 7 (Sunday). */
export const isoWeekday = (date: string): number => new Date(utcMs(date)).getUTCDay() || 7;

export const isBusinessDay = (date: string, calendar: BusinessCalendar): boolean =>
  calendar.workingDays.has(isoWeekday(date)) && !calendar.holidays.has(date);

/**
 * The date `days` business days after `date`: each following working day that is not a holiday counts
 * one, so Friday + 2 is Tuesday and Saturday + 1 is Monday. With 0 days, `date` itself if it is a
 * business day, else the next one. A calendar without working days throws a RangeError.
 */
export function addBusinessDays(date: string, days: number, calendar: BusinessCalendar): string {
  if (calendar.workingDays.size === 0) throw new RangeError("A calendar needs at least one working day");
  let current = date;
  let counted = 0;
  const wanted = Math.max(0, Math.trunc(days));
  if (wanted === 0) {
    while (!isBusinessDay(current, calendar)) current = addCalendarDays(current, 1);
    return current;
  }
  while (counted < wanted) {
    current = addCalendarDays(current, 1);
    if (isBusinessDay(current, calendar)) counted += 1;
  }
  return current;
}
