import { describe, expect, it } from "vitest";
import { percentOfInvited } from "./kpi-cards";

describe("percent of invited on the KPI cards", () => {
  it("All Time: the share of invited prospects", () => {
    expect(percentOfInvited(3, 5, true)).toBe("60% of invited");
    expect(percentOfInvited(0, 0, true)).toBe("None invited yet");
  });

  it("a period names what it divides by, and never exceeds 100 %", () => {
    expect(percentOfInvited(1, 2, false)).toBe("50% of the 2 invited in the period");
    expect(percentOfInvited(2, 2, false)).toBe("100% of the 2 invited in the period");
    expect(percentOfInvited(0, 0, false)).toBe("None invited in the period");
  });
});
