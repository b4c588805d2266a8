import { describe, expect, it } from "vitest";
import { parseRetentionDraft } from "./retention-draft";

describe("parseRetentionDraft", () => {
  it("takes whole months from 1 to 120", () => {
    expect(parseRetentionDraft("1")).toEqual({ months: 1 });
    expect(parseRetentionDraft(" 36 ")).toEqual({ months: 36 });
    expect(parseRetentionDraft("120")).toEqual({ months: 120 });
  });

  it("names what is wrong with anything else, in the server's words", () => {
    expect(parseRetentionDraft("")).toEqual({ error: "Enter the retention period in months" });
    expect(parseRetentionDraft("  ")).toEqual({ error: "Enter the retention period in months" });
    expect(parseRetentionDraft("abc")).toEqual({ error: "Enter the retention period in months" });
    expect(parseRetentionDraft("1.5")).toEqual({ error: "Enter whole months" });
    expect(parseRetentionDraft("0")).toEqual({ error: "The retention period is at least 1 month" });
    expect(parseRetentionDraft("121")).toEqual({ error: "The retention period is at most 120 months" });
  });
});
