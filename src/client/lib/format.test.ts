import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatCountOf,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayLong,
  formatDayShort,
  formatDecimal,
  formatDollars,
  formatMegabytes,
  formatPercent,
  formatRecentDate,
  formatRecentDateTime,
  parseDay,
} from "./format";

// The client test project runs in America/New_York (vitest.config.ts): UTC-5 in winter, UTC-4 in summer.
it("runs in the test project's time zone", () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("America/New_York");
});

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [1234567, "1,234,567"],
    [-12345, "-12,345"],
    [1234.5678, "1,234.568"],
  ])("%d -> %s", (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe("formatCountOf", () => {
  it("uses the singular for exactly one", () => {
    expect(formatCountOf(1, "row", "rows")).toBe("1 row");
  });

  it("uses the plural for none, several and many, with thousands separators", () => {
    expect(formatCountOf(0, "row", "rows")).toBe("0 rows");
    expect(formatCountOf(2, "row", "rows")).toBe("2 rows");
    expect(formatCountOf(12345, "person", "people")).toBe("12,345 people");
  });
});

describe("formatDecimal", () => {
  it.each([
    [0, "0.0"],
    [3, "3.0"],
    [2.25, "2.3"],
    [0.04, "0.0"],
    [12345.67, "12,345.7"],
  ])("%d -> %s", (value, text) => {
    expect(formatDecimal(value)).toBe(text);
  });

  it("shows a dash without a value", () => {
    expect(formatDecimal(null)).toBe("—");
  });
});

describe("formatPercent", () => {
  it("has one decimal by default (dashboard rates)", () => {
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(23)).toBe("23.0%");
    expect(formatPercent(33.333)).toBe("33.3%");
    expect(formatPercent(99.96)).toBe("100.0%");
    expect(formatPercent(1234.5)).toBe("1,234.5%");
  });

  it("drops a zero decimal with minDecimals 0 (share of invited)", () => {
    expect(formatPercent(0, { minDecimals: 0 })).toBe("0%");
    expect(formatPercent(34, { minDecimals: 0 })).toBe("34%");
    expect(formatPercent(100 / 3, { minDecimals: 0 })).toBe("33.3%");
    expect(formatPercent(200 / 3, { minDecimals: 0 })).toBe("66.7%");
    expect(formatPercent(99.96, { minDecimals: 0 })).toBe("100%");
  });

  it("rounds to a whole percent with maxDecimals 0 (changes), halves away from zero", () => {
    expect(formatPercent(25, { maxDecimals: 0 })).toBe("25%");
    expect(formatPercent(12.5, { maxDecimals: 0 })).toBe("13%");
    expect(formatPercent(0.4, { maxDecimals: 0 })).toBe("0%");
    expect(formatPercent(1234.4, { maxDecimals: 0 })).toBe("1,234%");
  });

  it("keeps each style apart when they are used one after the other", () => {
    expect([
      formatPercent(12.5),
      formatPercent(12.5, { maxDecimals: 0 }),
      formatPercent(12.5, { minDecimals: 0 }),
    ]).toEqual(["12.5%", "13%", "12.5%"]);
  });
});

describe("formatMegabytes", () => {
  it("writes bytes as whole or fractional megabytes (1 MB = 1,048,576 bytes)", () => {
    expect(formatMegabytes(10 * 1024 * 1024)).toBe("10 MB");
    expect(formatMegabytes(1536 * 1024)).toBe("1.5 MB");
    expect(formatMegabytes(0)).toBe("0 MB");
  });
});

describe("formatDollars", () => {
  it.each([
    [0, "$0"],
    [1, "$0.01"],
    [500, "$5"],
    [27_900, "$279"],
    [37_900, "$379"],
    [27_955, "$279.55"],
    // Up to two decimals, none required: a round ten of cents loses its zero.
    [27_950, "$279.5"],
    [2_475_000, "$24,750"],
    [123_456_789, "$1,234,567.89"],
  ])("%d cents -> %s", (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });
});

describe("calendar days", () => {
  it("reads a day as that day at midnight UTC", () => {
    expect(parseDay("2025-03-04").getTime()).toBe(Date.UTC(2025, 2, 4));
  });

  it("never shifts a day into the browser's zone (midnight UTC is the evening before in New York)", () => {
    expect(formatDay("2025-01-01")).toBe("Jan 1, 2025");
    expect(formatDayShort("2025-01-01")).toBe("Jan 1");
    expect(formatDayLong("2025-01-01")).toBe("Wed, Jan 1, 2025");
  });

  it("writes the three lengths", () => {
    expect(formatDayShort("2025-03-04")).toBe("Mar 4");
    expect(formatDay("2025-03-04")).toBe("Mar 4, 2025");
    expect(formatDayLong("2025-03-04")).toBe("Tue, Mar 4, 2025");
    expect(formatDayLong("2024-02-29")).toBe("Thu, Feb 29, 2024");
    expect(formatDay("2025-12-31")).toBe("Dec 31, 2025");
  });
});

describe("formatDate and formatDateTime", () => {
  it("show a timestamp in the browser's zone", () => {
    expect(formatDate("2025-03-04T15:07:00Z", "Never")).toBe("Mar 4, 2025");
    expect(formatDateTime("2025-03-04T15:07:00Z", "Not set")).toBe("Mar 4, 2025, 10:07 AM");
    // 02:00 UTC is 9 PM the day before in New York.
    expect(formatDate("2025-03-04T02:00:00Z", "Never")).toBe("Mar 3, 2025");
    expect(formatDateTime("2025-03-04T02:00:00Z", "Not set")).toBe("Mar 3, 2025, 9:00 PM");
    // Summer time: UTC-4.
    expect(formatDateTime("2025-07-04T16:30:00Z", "")).toBe("Jul 4, 2025, 12:30 PM");
    expect(formatDateTime("2026-01-01T05:00:00Z", "")).toBe("Jan 1, 2026, 12:00 AM");
    expect(formatDateTime("2026-01-01T00:00:00-05:00", "")).toBe("Jan 1, 2026, 12:00 AM");
  });

  it("give the fallback without a date or for one that is not a time", () => {
    expect(formatDate(null, "Never")).toBe("Never");
    expect(formatDate("", "Never")).toBe("Never");
    expect(formatDate("not a date", "")).toBe("");
    expect(formatDateTime(null, "Not set")).toBe("Not set");
    expect(formatDateTime("2025-13-45T99:00:00Z", "Not set")).toBe("Not set");
    // The import history shows what the server sent when it cannot read it.
    expect(formatDateTime("yesterday", "yesterday")).toBe("yesterday");
  });
});

describe("formatRecentDate and formatRecentDateTime", () => {
  // 2 PM on Jul 15, 2026 in New York.
  const now = new Date("2026-07-15T18:00:00Z");

  it("show only the time for today, by the local day rather than UTC's", () => {
    expect(formatRecentDate("2026-07-15T13:15:00Z", now)).toBe("9:15 AM");
    expect(formatRecentDateTime("2026-07-15T13:15:00Z", now)).toBe("9:15 AM");
    // Jul 16 in UTC, still the evening of Jul 15 in New York.
    expect(formatRecentDate("2026-07-16T03:30:00Z", now)).toBe("11:30 PM");
  });

  it("show the day without the year this year", () => {
    // Jul 15 in UTC, but the evening of Jul 14 in New York.
    expect(formatRecentDate("2026-07-15T03:30:00Z", now)).toBe("Jul 14");
    expect(formatRecentDateTime("2026-07-15T03:30:00Z", now)).toBe("Jul 14, 11:30 PM");
    expect(formatRecentDate("2026-03-04T15:07:00Z", now)).toBe("Mar 4");
    expect(formatRecentDateTime("2026-03-04T15:07:00Z", now)).toBe("Mar 4, 10:07 AM");
  });

  it("show the year for another year's date, by the local year", () => {
    expect(formatRecentDate("2025-12-31T23:00:00Z", now)).toBe("Dec 31, 2025");
    // 2026 in UTC, New Year's Eve 2025 in New York.
    expect(formatRecentDate("2026-01-01T03:00:00Z", now)).toBe("Dec 31, 2025");
    expect(formatRecentDateTime("2026-01-01T03:00:00Z", now)).toBe("Dec 31, 2025, 10:00 PM");
    expect(formatRecentDate("2027-02-01T15:00:00Z", now)).toBe("Feb 1, 2027");
  });

  it("show nothing without a date or for one that is not a time", () => {
    expect(formatRecentDate(null, now)).toBeNull();
    expect(formatRecentDate("", now)).toBeNull();
    expect(formatRecentDate("soon", now)).toBeNull();
    expect(formatRecentDateTime("", now)).toBe("");
    expect(formatRecentDateTime("soon", now)).toBe("");
  });
});
