import { describe, expect, it } from "vitest";
import { wilsonInterval } from "./wilson.js";

describe("the Wilson interval", () => {
  it("matches published values", () => {
    // 10 of 50 is 11.2 %-33.0 %; 0 of 10 is 0 %-27.8 % (Wilson, 95 %).
    expect(wilsonInterval(10, 50)).toEqual({ low: 11.2, high: 33.0 });
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: 27.8 });
    expect(wilsonInterval(10, 10)).toEqual({ low: 72.2, high: 100 });
  });

  it("has no interval without a sample", () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });
});
