import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  businessCalendar,
  calendarDaysBetween,
  isoWeekday,
  localDateOf,
  startOfLocalDay,
} from "./business-days.js";

const weekdays = (timeZone: string, holidays: string[] = []) =>
  businessCalendar({ timeZone, workingDays: [1, 2, 3, 4, 5], holidays });

describe("localDateOf", () => {
  it("gives the calendar date in the company's zone, not the machine's", () => {
    // 05:00 UTC on Friday 27 November 2026: 18:00 Friday in Auckland, 21:00 Thursday in Los Angeles.
    const instant = "2026-11-27T05:00:00.000Z";
    expect(localDateOf(instant, "Pacific/Auckland")).toBe("2026-11-27");
    expect(localDateOf(instant, "America/Los_Angeles")).toBe("2026-11-26");
    expect(localDateOf(new Date(instant), "UTC")).toBe("2026-11-27");
  });

  it("refuses an instant that is not one", () => {
    expect(() => localDateOf("yesterday", "UTC")).toThrow(RangeError);
  });
});

describe("addBusinessDays", () => {
  it("takes Friday + 2 business days to Tuesday", () => {
    expect(isoWeekday("2026-11-27")).toBe(5);
    expect(addBusinessDays("2026-11-27", 2, weekdays("UTC"))).toBe("2026-12-01");
  });

  it("counts from the date the instant has in the company's zone", () => {
    const instant = "2026-11-27T05:00:00.000Z";
    const inAuckland = localDateOf(instant, "Pacific/Auckland");
    const inLosAngeles = localDateOf(instant, "America/Los_Angeles");
    expect(addBusinessDays(inAuckland, 2, weekdays("Pacific/Auckland"))).toBe("2026-12-01");
    expect(addBusinessDays(inLosAngeles, 2, weekdays("America/Los_Angeles"))).toBe("2026-11-30");
  });

  it("skips holidays and non-working days", () => {
    const christmas = weekdays("UTC", ["2026-12-25", "2026-12-28"]);
    // Thursday 24 December + 1: Friday is a holiday, then the weekend, then Monday is a holiday too.
    expect(addBusinessDays("2026-12-24", 1, christmas)).toBe("2026-12-29");
    const sundayToThursday = businessCalendar({
      timeZone: "Asia/Dubai",
      workingDays: [7, 1, 2, 3, 4],
      holidays: [],
    });
    expect(addBusinessDays("2026-11-26", 1, sundayToThursday)).toBe("2026-11-29");
  });

  it("with 0 days keeps a business day and moves a weekend day to the next business day", () => {
    expect(addBusinessDays("2026-11-27", 0, weekdays("UTC"))).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-28", 0, weekdays("UTC"))).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-28", 1, weekdays("UTC"))).toBe("2026-11-30");
  });

  it("refuses a calendar without working days instead of looping", () => {
    const none = businessCalendar({ timeZone: "UTC", workingDays: [], holidays: [] });
    expect(() => addBusinessDays("2026-11-27", 1, none)).toThrow(RangeError);
  });
});

describe("calendarDaysBetween", () => {
  it("counts whole days across months and a daylight-saving change", () => {
    expect(calendarDaysBetween("2026-11-27", "2026-12-01")).toBe(4);
    expect(calendarDaysBetween("2026-12-01", "2026-11-27")).toBe(-4);
    expect(calendarDaysBetween("2026-03-01", "2026-04-01")).toBe(31);
  });
});

describe("startOfLocalDay", () => {
  it("gives the instant of local midnight, daylight saving time included", () => {
    expect(startOfLocalDay("2026-11-28", "Pacific/Auckland").toISOString()).toBe("2026-11-27T11:00:00.000Z");
    expect(startOfLocalDay("2026-07-01", "Europe/Berlin").toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(startOfLocalDay("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("gives the first hour of a day whose midnight is skipped", () => {
    // Santiago moves its clocks from 00:00 to 01:00 on 6 September 2026.
    const start = startOfLocalDay("2026-09-06", "America/Santiago");
    expect(localDateOf(start, "America/Santiago")).toBe("2026-09-06");
    expect(localDateOf(new Date(start.getTime() - 1), "America/Santiago")).toBe("2026-09-05");
  });
});
