import { describe, expect, it } from "vitest";
import { normalizeHeaders } from "./headers.js";

describe("normalizeHeaders", () => {
  it("trims names", () => {
    expect(normalizeHeaders(["  First Name ", "\tEmail"])).toEqual(["First Name", "Email"]);
  });

  it("names blank headers by their 1-based position", () => {
    expect(normalizeHeaders(["", "Email", "  ", ""])).toEqual(["Column 1", "Email", "Column 3", "Column 4"]);
  });

  it("numbers repeated names case-insensitively, in order of appearance", () => {
    expect(normalizeHeaders(["Email", "email", "Name", "EMAIL", "name"])).toEqual([
      "Email",
      "email (2)",
      "Name",
      "EMAIL (3)",
      "name (2)",
    ]);
  });

  it("never gives a generated name to a column that is written that way in the file", () => {
    expect(normalizeHeaders(["Email", "Email", "Email (2)"])).toEqual(["Email", "Email (3)", "Email (2)"]);
    expect(normalizeHeaders(["", "Column 1"])).toEqual(["Column 1 (2)", "Column 1"]);
  });
});
