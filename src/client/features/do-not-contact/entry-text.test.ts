import { describe, expect, it } from "vitest";
import type { SuppressionEntry } from "../../../shared/contracts/privacy";
import {
  addedText,
  entryName,
  entryScope,
  entryValue,
  importFigures,
  keepsOutText,
  listCountText,
  removalText,
} from "./entry-text";

const entry = (over: Partial<SuppressionEntry> = {}): SuppressionEntry => ({
  id: "e1",
  kind: "email",
  value: "jane@example.test",
  campaignId: "c1",
  companyName: "Acme",
  reason: "objected",
  note: "",
  createdBy: "Sam",
  createdAt: "2026-03-04T10:15:00.000Z",
  matches: 2,
  ...over,
});

describe("entry text", () => {
  it("names an entry, or says it is kept only as a hash", () => {
    expect(entryValue(entry())).toBe("jane@example.test");
    expect(entryName(entry())).toBe("E-mail: jane@example.test");
    expect(entryValue(entry({ value: null }))).toBe("Stored as a hash");
    expect(entryName(entry({ value: null, kind: "linkedin" }))).toBe("LinkedIn profile (stored as a hash)");
  });

  it("an entry without a company applies agency-wide", () => {
    expect(entryScope(entry())).toBe("Acme");
    expect(entryScope(entry({ companyName: null }))).toBe("Agency-wide");
  });

  it("counts the prospects kept out", () => {
    expect(keepsOutText(0)).toBe("None now");
    expect(keepsOutText(1)).toBe("1 prospect");
    expect(keepsOutText(1200)).toBe("1,200 prospects");
  });

  it("gives the total only when the list holds more than one page", () => {
    expect(listCountText({ entries: [entry()], total: 1 })).toBe("1 entry");
    expect(listCountText({ entries: [entry(), entry({ id: "e2" })], total: 250 })).toBe(
      "Showing 2 of 250 entries, newest first",
    );
  });

  it("says what adding and removing do to the prospects named", () => {
    expect(addedText(entry())).toBe("E-mail: jane@example.test (Acme) keeps 2 campaign prospects out.");
    expect(addedText(entry({ matches: 0, companyName: null }))).toBe(
      "E-mail: jane@example.test (Agency-wide) keeps no campaign prospect out yet.",
    );
    expect(removalText(entry({ matches: 1 }))).toBe(
      "E-mail: jane@example.test (Acme) leaves the do-not-contact list. The 1 campaign prospect it keeps out can be contacted again. The privacy log keeps the removal.",
    );
    expect(removalText(entry({ matches: 0 }))).toContain("It keeps no campaign prospect out now.");
  });

  it("sums up an import", () => {
    const failures = [{ row: 4, reason: "Not an e-mail address", values: ["nope"] }];
    expect(importFigures({ added: 2, alreadyListed: 1, failures, headers: ["Email"] })).toEqual([
      { label: "added", value: 2 },
      { label: "already listed", value: 1 },
      { label: "failed row", value: 1 },
    ]);
  });
});
