import { describe, expect, expectTypeOf, it } from "vitest";
import type { SUPPRESSION_REASONS } from "./privacy.js";
import {
  PROSPECT_COLUMN_ORDER,
  PROSPECT_FIELD_NAMES,
  PROSPECT_FIELDS,
  type ProspectNext,
} from "./prospect-fields.js";
import { FINAL_DISPOSITIONS, type Prospect, prospectSchema, type SEQUENCE_TAGS } from "./prospects.js";

/** The Prospect as it was written out by hand before the registry: the type others rely on. */
interface WrittenProspect {
  id: string;
  prospectId: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  company: string;
  linkedinName: string | null;
  linkedinUrl: string;
  email: string | null;
  phone: string | null;
  sdrEmail: string | null;
  campaign: string;
  campaignId: string;
  invite: boolean;
  connected: boolean;
  m1: boolean;
  m2: boolean;
  m3: boolean;
  m4: boolean;
  ff1: boolean;
  ff2: boolean;
  ff3: boolean;
  ff4: boolean;
  ff5: boolean;
  sequenceTag: (typeof SEQUENCE_TAGS)[number];
  finalDisposition: (typeof FINAL_DISPOSITIONS)[number];
  lastTouchAt: string | null;
  importedAt: string | null;
  assignedAt: string | null;
  updatedAt: string;
  next: ProspectNext | null;
  doNotContact: (typeof SUPPRESSION_REASONS)[number] | null;
}

describe("the Prospect's field registry", () => {
  it("builds the same Prospect type and the same keys, in the API's order", () => {
    expectTypeOf<Prospect>().toEqualTypeOf<WrittenProspect>();
    expect(Object.keys(prospectSchema.shape)).toEqual([
      "id",
      "prospectId",
      "firstName",
      "lastName",
      "jobTitle",
      "company",
      "linkedinName",
      "linkedinUrl",
      "email",
      "phone",
      "sdrEmail",
      "campaign",
      "campaignId",
      "invite",
      "connected",
      "m1",
      "m2",
      "m3",
      "m4",
      "ff1",
      "ff2",
      "ff3",
      "ff4",
      "ff5",
      "sequenceTag",
      "finalDisposition",
      "lastTouchAt",
      "importedAt",
      "assignedAt",
      "updatedAt",
      "next",
      "doNotContact",
    ]);
  });

  it("orders every field with a table or export column once, and no other", () => {
    const shown = PROSPECT_FIELD_NAMES.filter((name) => {
      const field: object = PROSPECT_FIELDS[name];
      return "table" in field || "export" in field;
    });
    expect(new Set(PROSPECT_COLUMN_ORDER).size).toBe(PROSPECT_COLUMN_ORDER.length);
    expect([...PROSPECT_COLUMN_ORDER].sort()).toEqual([...shown].sort());
  });

  it("parses a Prospect as before", () => {
    expect(() => prospectSchema.parse({})).toThrow();
    expect(FINAL_DISPOSITIONS).toContain("Reply");
  });
});
