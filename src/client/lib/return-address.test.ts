import { describe, expect, it } from "vitest";
import { loginPathReturningTo, safeReturnPath } from "./return-address";

describe("the return address after sign-in", () => {
  it("accepts a path of this app, with its query and hash", () => {
    expect(safeReturnPath("/campaign/3/scheduler")).toBe("/campaign/3/scheduler");
    expect(safeReturnPath("/scheduler?campaign=abc&period=this-week#top")).toBe(
      "/scheduler?campaign=abc&period=this-week#top",
    );
  });

  it("refuses anything that could lead to another site", () => {
    for (const next of [
      "https://evil.test/",
      "//evil.test/path",
      "/\\evil.test",
      "\\\\evil.test",
      "javascript:alert(1)",
      "evil.test/path",
      "/\tevil",
      "/%0a",
      "",
      null,
      undefined,
    ]) {
      const safe = safeReturnPath(next);
      expect(safe === null || safe.startsWith("/"), String(next)).toBe(true);
      if (safe) expect(new URL(safe, "https://app.test").origin).toBe("https://app.test");
    }
    expect(safeReturnPath("https://evil.test/")).toBeNull();
    expect(safeReturnPath("//evil.test/path")).toBeNull();
    expect(safeReturnPath("/\\evil.test")).toBeNull();
    expect(safeReturnPath("javascript:alert(1)")).toBeNull();
  });

  it("never returns to the sign-in page itself", () => {
    expect(safeReturnPath("/login")).toBeNull();
    expect(safeReturnPath("/login?next=/x")).toBeNull();
  });

  it("is carried in the sign-in page's address", () => {
    expect(loginPathReturningTo("/campaign/3/scheduler")).toBe("/login?next=%2Fcampaign%2F3%2Fscheduler");
    expect(loginPathReturningTo("/")).toBe("/login");
    expect(loginPathReturningTo("//evil.test")).toBe("/login");
  });
});
