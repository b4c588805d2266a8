import { describe, expect, it } from "vitest";
import { withoutTokens } from "./request-log.js";

describe("request log fields", () => {
  it("leave the tokens of mailed links out of logged URLs and keep the rest", () => {
    expect(withoutTokens("/invitation?token=abc_DEF-123")).toBe("/invitation?token=[redacted]");
    expect(withoutTokens("/reset-password?lang=en&token=xyz&x=1")).toBe(
      "/reset-password?lang=en&token=[redacted]&x=1",
    );
    expect(withoutTokens("/verify-email?TOKEN=xyz#top")).toBe("/verify-email?TOKEN=[redacted]#top");
    expect(withoutTokens("/api/campaigns/1/prospects?q=token")).toBe("/api/campaigns/1/prospects?q=token");
  });
});
