import { describe, expect, it } from "vitest";
import { isoWeekOf, lastIsoWeeks } from "./iso-week.js";

describe("ISO weeks", () => {
  it("numbers weeks from the one holding the year's first Thursday", () => {
    expect(isoWeekOf(new Date("2026-01-01T10:00:00Z"))).toBe("2026-W01");
    expect(isoWeekOf(new Date("2027-01-01T10:00:00Z"))).toBe("2026-W53");
    expect(isoWeekOf(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
    expect(isoWeekOf(new Date("2026-11-29T23:59:59Z"))).toBe("2026-W48");
    expect(isoWeekOf(new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
  });

  it("lists the last weeks oldest first", () => {
    expect(lastIsoWeeks(new Date("2026-11-29T12:00:00Z"), 3)).toEqual(["2026-W46", "2026-W47", "2026-W48"]);
  });
});
