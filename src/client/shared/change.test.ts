import { describe, expect, it } from "vitest";
import { changeOf, rateChangeOf } from "./change";

describe("changeOf", () => {
  it("shows nothing without a previous period, or when both periods are 0", () => {
    const nothing = { direction: "none", text: "", description: "" };
    expect(changeOf(5, null)).toEqual(nothing);
    expect(changeOf(5, undefined)).toEqual(nothing);
    expect(changeOf(0, 0)).toEqual(nothing);
  });

  it("calls a figure New when the previous period had none", () => {
    expect(changeOf(3, 0)).toEqual({
      direction: "flat",
      text: "New",
      description: "none in the previous period",
    });
  });

  it("shows 0% when nothing changed", () => {
    expect(changeOf(1500, 1500)).toEqual({
      direction: "flat",
      text: "0%",
      description: "no change from 1,500",
    });
  });

  it("shows a rise and a fall as a whole percent of the previous figure", () => {
    expect(changeOf(10, 8)).toEqual({ direction: "up", text: "▲ 25%", description: "up 25% from 8" });
    expect(changeOf(9, 10)).toEqual({ direction: "down", text: "▼ 10%", description: "down 10% from 10" });
    expect(changeOf(0, 4)).toEqual({ direction: "down", text: "▼ 100%", description: "down 100% from 4" });
  });

  it("rounds to the nearest whole percent, halves up, with thousands separators", () => {
    expect(changeOf(2, 3).text).toBe("▼ 33%");
    expect(changeOf(3, 2).text).toBe("▲ 50%");
    expect(changeOf(201, 200).text).toBe("▲ 1%");
    expect(changeOf(1001, 1000).text).toBe("▲ 0%");
    expect(changeOf(1001, 1000).direction).toBe("up");
    expect(changeOf(9, 8).text).toBe("▲ 13%");
    expect(changeOf(12_345, 10)).toEqual({
      direction: "up",
      text: "▲ 123,350%",
      description: "up 123,350% from 10",
    });
  });
});

describe("rateChangeOf", () => {
  it("shows the move of a rate in percentage points", () => {
    expect(rateChangeOf(22.5, 20, 40)).toEqual({
      direction: "up",
      text: "▲ 2.5 pts",
      description: "up 2.5 percentage points from 20.0%",
    });
    expect(rateChangeOf(10, 30, 12).text).toBe("▼ 20.0 pts");
    expect(rateChangeOf(0, 12.5, 8).direction).toBe("down");
  });

  it("shows 0 pts when the rate did not move, and nothing without a previous period", () => {
    expect(rateChangeOf(25, 25, 4)).toMatchObject({ direction: "flat", text: "0 pts" });
    expect(rateChangeOf(25, null, null)).toEqual({ direction: "none", text: "", description: "" });
  });

  it("calls a rate New when its denominator was 0 in the previous period", () => {
    expect(rateChangeOf(50, 0, 0)).toMatchObject({ direction: "flat", text: "New" });
    expect(rateChangeOf(0, 0, 0).direction).toBe("none");
    // A real 0% before (invites that were all refused) is a move from 0.
    expect(rateChangeOf(50, 0, 6).text).toBe("▲ 50.0 pts");
  });
});
