import { describe, expect, it } from "vitest";
import { isLogAction, logQuery } from "./log-filter";

describe("logQuery", () => {
  it("sends only the filters that are set", () => {
    expect(logQuery({ action: null, from: "", to: "" })).toEqual({ query: {} });
    expect(logQuery({ action: "erasure", from: "2026-03-01", to: "" })).toEqual({
      query: { action: "erasure", from: "2026-03-01" },
    });
    expect(logQuery({ action: null, from: "2026-03-01", to: "2026-03-01" })).toEqual({
      query: { from: "2026-03-01", to: "2026-03-01" },
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(logQuery({ action: null, from: "2026-03-02", to: "2026-03-01" })).toEqual({
      error: "The start date must be on or before the end date",
    });
  });
});

describe("isLogAction", () => {
  it("knows the log's actions only", () => {
    expect(isLogAction("access.export")).toBe(true);
    expect(isLogAction("all")).toBe(false);
    expect(isLogAction(null)).toBe(false);
  });
});
