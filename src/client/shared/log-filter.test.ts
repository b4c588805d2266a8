import { describe, expect, it } from "vitest";
import { PRIVACY_LOG_ACTIONS } from "../../shared/contracts/privacy";
import { isOneOf, logQuery } from "./log-filter";

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

  it("leaves out a name of blanks, and keeps every other field it is given", () => {
    expect(logQuery({ actor: "  ", outcome: "failed", from: "", to: "" })).toEqual({
      query: { outcome: "failed" },
    });
  });

  it("refuses a range that ends before it starts", () => {
    expect(logQuery({ action: null, from: "2026-03-02", to: "2026-03-01" })).toEqual({
      error: "The start date must be on or before the end date",
    });
  });
});

describe("isOneOf", () => {
  it("knows the given values only", () => {
    expect(isOneOf(PRIVACY_LOG_ACTIONS, "access.export")).toBe(true);
    expect(isOneOf(PRIVACY_LOG_ACTIONS, "all")).toBe(false);
    expect(isOneOf(PRIVACY_LOG_ACTIONS, null)).toBe(false);
  });
});
