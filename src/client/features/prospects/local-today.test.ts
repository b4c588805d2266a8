import { describe, expect, it } from "vitest";
import { localDay, untilNextDay } from "./local-today";

describe("the browser's local day", () => {
  it("is written YYYY-MM-DD from the local date, not the UTC one", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localDay(new Date(2026, 10, 30, 0, 0))).toBe("2026-11-30");
  });

  it("moves on just after the next local midnight", () => {
    const late = new Date(2026, 10, 30, 23, 59, 0);
    const next = new Date(late.getTime() + untilNextDay(late));
    expect(localDay(next)).toBe("2026-12-01");
    expect(next.getTime() - new Date(2026, 11, 1).getTime()).toBe(1000);
  });
});
