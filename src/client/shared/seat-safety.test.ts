import { describe, expect, it } from "vitest";
import {
  acceptanceText,
  isoWeekMonday,
  stalePendingTotalText,
  thresholdText,
  weekLabel,
} from "./seat-safety";

const acceptance = (over: Partial<Parameters<typeof acceptanceText>[0]> = {}) => ({
  n: 50,
  accepted: 12,
  rate: 24,
  low: 14.3,
  high: 37.4,
  threshold: 20,
  alert: false,
  ...over,
});

describe("acceptanceText", () => {
  it("gives the rate with its n and 95% interval", () => {
    expect(acceptanceText(acceptance())).toBe("24.0% (n\u00a0=\u00a050, 95% interval 14.3\u201337.4%)");
  });

  it("says the sample is too small below 50 invites old enough", () => {
    expect(acceptanceText(acceptance({ n: 12, rate: 50 }))).toBe(
      "Too few invites old enough to judge (n\u00a0=\u00a012 of 50)",
    );
    expect(acceptanceText(acceptance({ n: 0, rate: null, low: null, high: null }))).toBe(
      "Too few invites old enough to judge (n\u00a0=\u00a00 of 50)",
    );
  });

  it("leaves the interval out when there is none", () => {
    expect(acceptanceText(acceptance({ n: 1200, low: null, high: null }))).toBe(
      "24.0% (n\u00a0=\u00a01,200)",
    );
  });

  it("names the threshold as a whole percent", () => {
    expect(thresholdText(acceptance())).toBe("Alert below 20%");
  });
});

describe("ISO weeks", () => {
  it("finds the Monday a week starts on, across year ends", () => {
    expect(isoWeekMonday("2026-W48")).toBe("2026-11-23");
    expect(isoWeekMonday("2026-W01")).toBe("2025-12-29");
    expect(isoWeekMonday("2021-W01")).toBe("2021-01-04");
    expect(isoWeekMonday("2020-W53")).toBe("2020-12-28");
  });

  it("labels a week with its number and first day; anything else stays as it came", () => {
    expect(weekLabel("2026-W48")).toBe("Week 48 (from Nov 23)");
    expect(weekLabel("2026-W05")).toBe("Week 5 (from Jan 26)");
    expect(weekLabel("last week")).toBe("last week");
  });
});

describe("stalePendingTotalText", () => {
  it("is unknown until an export is imported", () => {
    expect(stalePendingTotalText({ total: null, prospects: 3, windowDays: 21 })).toBe(
      "unknown until an export is imported",
    );
    expect(stalePendingTotalText({ total: 1234, prospects: 3, windowDays: 21 })).toBe(
      "1,234, from the last export",
    );
  });
});
