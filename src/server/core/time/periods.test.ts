import { describe, expect, it } from "vitest";
import { PERIODS, type Period } from "../../../shared/contracts/metrics.js";
import { loadConfig } from "../config.js";
import { activityDays, localDay, resolvePeriod } from "./periods.js";

/** The zone of a server configured without APP_TIME_ZONE: the process's own, the one `at` builds local times in. */
const ZONE = loadConfig({}).timeZone;

/** Local times (the process's time zone, ZONE): the periods are calendar days there. */
const at = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);

const days = (period: Period, now: Date, timeZone: string) => {
  const range = resolvePeriod(period, now, timeZone);
  return range && { firstDay: range.firstDay, endDay: range.endDay };
};

const PAST_PERIODS: Period[] = ["yesterday", "last-week", "last-month", "last-quarter"];

// Wednesday 18 November 2026, mid-afternoon.
const WEDNESDAY = at(2026, 11, 18, 15, 30);

describe("resolvePeriod", () => {
  it("All Time has no bounds", () => {
    expect(resolvePeriod("all-time", WEDNESDAY, ZONE)).toBeNull();
  });

  it("today and yesterday are whole calendar days", () => {
    expect(resolvePeriod("today", WEDNESDAY, ZONE)).toEqual({
      start: at(2026, 11, 18),
      end: at(2026, 11, 19),
      firstDay: "2026-11-18",
      endDay: "2026-11-19",
    });
    expect(resolvePeriod("yesterday", WEDNESDAY, ZONE)).toEqual({
      start: at(2026, 11, 17),
      end: at(2026, 11, 18),
      firstDay: "2026-11-17",
      endDay: "2026-11-18",
    });
  });

  it("weeks start on Monday", () => {
    expect(days("this-week", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-11-16", endDay: "2026-11-23" });
    expect(days("last-week", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-11-09", endDay: "2026-11-16" });
    // Monday at midnight is already the new week; Sunday night still the old one.
    expect(days("this-week", at(2026, 11, 16), ZONE)).toEqual({
      firstDay: "2026-11-16",
      endDay: "2026-11-23",
    });
    expect(days("this-week", at(2026, 11, 15, 23, 59), ZONE)).toEqual({
      firstDay: "2026-11-09",
      endDay: "2026-11-16",
    });
    // Across a month and a year end.
    expect(days("this-week", at(2027, 1, 1, 9), ZONE)).toEqual({
      firstDay: "2026-12-28",
      endDay: "2027-01-04",
    });
    expect(days("last-week", at(2027, 1, 1, 9), ZONE)).toEqual({
      firstDay: "2026-12-21",
      endDay: "2026-12-28",
    });
  });

  it("months, quarters and the year are calendar ones", () => {
    expect(days("this-month", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-11-01", endDay: "2026-12-01" });
    expect(days("last-month", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-10-01", endDay: "2026-11-01" });
    expect(days("last-month", at(2027, 1, 31), ZONE)).toEqual({
      firstDay: "2026-12-01",
      endDay: "2027-01-01",
    });
    expect(days("this-month", at(2028, 2, 29), ZONE)).toEqual({
      firstDay: "2028-02-01",
      endDay: "2028-03-01",
    });
    expect(days("this-quarter", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-10-01", endDay: "2027-01-01" });
    expect(days("last-quarter", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-07-01", endDay: "2026-10-01" });
    expect(days("this-quarter", at(2027, 3, 31, 23, 59), ZONE)).toEqual({
      firstDay: "2027-01-01",
      endDay: "2027-04-01",
    });
    expect(days("this-quarter", at(2027, 4, 1), ZONE)).toEqual({
      firstDay: "2027-04-01",
      endDay: "2027-07-01",
    });
    expect(days("last-quarter", at(2027, 2, 10), ZONE)).toEqual({
      firstDay: "2026-10-01",
      endDay: "2027-01-01",
    });
    expect(days("this-year", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-01-01", endDay: "2027-01-01" });
  });

  it("the last 7 and 30 days end with today, today included", () => {
    expect(days("last-7-days", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-11-12", endDay: "2026-11-19" });
    expect(days("last-30-days", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-10-20", endDay: "2026-11-19" });
    expect(days("last-7-days", at(2027, 1, 2), ZONE)).toEqual({
      firstDay: "2026-12-27",
      endDay: "2027-01-03",
    });
  });

  it("every period's bounds are midnights, and the current periods contain now", () => {
    for (const period of PERIODS) {
      const range = resolvePeriod(period, WEDNESDAY, ZONE);
      if (!range) continue;
      for (const bound of [range.start, range.end]) {
        expect([bound.getHours(), bound.getMinutes(), bound.getSeconds(), bound.getMilliseconds()]).toEqual([
          0, 0, 0, 0,
        ]);
      }
      expect(range.start < range.end).toBe(true);
      const containsNow = range.start <= WEDNESDAY && WEDNESDAY < range.end;
      expect(containsNow, period).toBe(!PAST_PERIODS.includes(period));
    }
    expect(resolvePeriod("yesterday", WEDNESDAY, ZONE)?.end).toEqual(
      resolvePeriod("today", WEDNESDAY, ZONE)?.start,
    );
    expect(resolvePeriod("last-week", WEDNESDAY, ZONE)?.end).toEqual(
      resolvePeriod("this-week", WEDNESDAY, ZONE)?.start,
    );
  });
});

describe("periods in a time zone with daylight saving time", () => {
  const BERLIN = "Europe/Berlin";

  it("keeps local midnights across the change, so a day may have 23 hours", () => {
    // Clocks went forward on Sunday 29 March 2026.
    const now = new Date("2026-03-30T10:00:00Z");
    const week = resolvePeriod("last-week", now, BERLIN);
    expect(week?.start.toISOString()).toBe("2026-03-22T23:00:00.000Z"); // Monday 23 March, CET
    expect(week?.end.toISOString()).toBe("2026-03-29T22:00:00.000Z"); // Monday 30 March, CEST
    expect(resolvePeriod("yesterday", now, BERLIN)?.start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    // 22:30 UTC on the 29th is already the 30th in Berlin.
    expect(localDay(new Date("2026-03-29T22:30:00Z"), BERLIN)).toBe("2026-03-30");
    expect(days("today", now, BERLIN)).toEqual({ firstDay: "2026-03-30", endDay: "2026-03-31" });
  });
});

describe("activityDays", () => {
  it("covers a past period whole", () => {
    expect(activityDays("last-month", WEDNESDAY, ZONE)).toEqual({
      firstDay: "2026-10-01",
      lastDay: "2026-10-31",
    });
    expect(activityDays("yesterday", WEDNESDAY, ZONE)).toEqual({
      firstDay: "2026-11-17",
      lastDay: "2026-11-17",
    });
  });

  it("stops a current period at today", () => {
    expect(activityDays("today", WEDNESDAY, ZONE)).toEqual({ firstDay: "2026-11-18", lastDay: "2026-11-18" });
    expect(activityDays("this-week", WEDNESDAY, ZONE)).toEqual({
      firstDay: "2026-11-16",
      lastDay: "2026-11-18",
    });
    expect(activityDays("this-year", WEDNESDAY, ZONE)).toEqual({
      firstDay: "2026-01-01",
      lastDay: "2026-11-18",
    });
    expect(activityDays("last-7-days", WEDNESDAY, ZONE)).toEqual({
      firstDay: "2026-11-12",
      lastDay: "2026-11-18",
    });
  });

  it("shows the last 90 days for All Time", () => {
    expect(activityDays("all-time", WEDNESDAY, ZONE)).toEqual({
      firstDay: "2026-08-21",
      lastDay: "2026-11-18",
    });
  });
});
