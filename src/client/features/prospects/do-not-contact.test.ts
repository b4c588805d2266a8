import { describe, expect, it } from "vitest";
import { progressLockText } from "./do-not-contact";

describe("progressLockText", () => {
  it("says why a suppressed prospect's progress is locked, and nothing for another", () => {
    expect(progressLockText({ doNotContact: "customer" })).toBe(
      "Do not contact: Existing customer. Its progress cannot change while it is on the do-not-contact list.",
    );
    expect(progressLockText({ doNotContact: null })).toBeNull();
  });
});
