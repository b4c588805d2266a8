import { describe, expect, it } from "vitest";
import {
  describeUndo,
  IMPORT_MAPPINGS_NOT_AN_OBJECT,
  type ImportUndoResult,
  importFormSchema,
  importMappingsSchema,
} from "./imports.js";

const undo = (result: Partial<ImportUndoResult>): ImportUndoResult => ({
  removedPeople: 0,
  removedAssignments: 0,
  keptWorkedOn: 0,
  keptInOtherCampaigns: 0,
  keptEdited: 0,
  ...result,
});

/** The messages of a failed parse, each with the field it names. */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
  }));
}

describe("describeUndo", () => {
  it("says what was removed when nothing was kept", () => {
    expect(describeUndo(undo({ removedPeople: 1 }))).toBe("Removed 1 person from the pool.");
    expect(describeUndo(undo({ removedPeople: 0 }))).toBe("Removed 0 people from the pool.");
    expect(describeUndo(undo({ removedPeople: 1234, removedAssignments: 1 }))).toBe(
      "Removed 1,234 people from the pool and 1 place from the campaign.",
    );
    expect(describeUndo(undo({ removedPeople: 2, removedAssignments: 2 }))).toBe(
      "Removed 2 people from the pool and 2 places from the campaign.",
    );
  });

  it("adds who was kept and why, leaving out the reasons that kept nobody", () => {
    expect(
      describeUndo(undo({ removedPeople: 3, removedAssignments: 2, keptWorkedOn: 1, keptEdited: 2 })),
    ).toBe(
      "Removed 3 people from the pool and 2 places from the campaign. Kept 3 people: 1 worked on since the import, 2 edited since the import.",
    );
    expect(describeUndo(undo({ keptInOtherCampaigns: 1 }))).toBe(
      "Removed 0 people from the pool. Kept 1 person: 1 now in another campaign.",
    );
  });

  it("lists every reason in a fixed order with thousands separators", () => {
    expect(
      describeUndo(undo({ removedPeople: 10, keptWorkedOn: 1500, keptInOtherCampaigns: 2, keptEdited: 3 })),
    ).toBe(
      "Removed 10 people from the pool. Kept 1,505 people: 1,500 worked on since the import, 2 now in another campaign, 3 edited since the import.",
    );
  });
});

describe("importFormSchema", () => {
  const form = { mappings: "{}", targetEntity: "prospect" };

  it("skips duplicates when the rule is left out or empty", () => {
    expect(importFormSchema.parse(form).duplicates).toBe("skip");
    expect(importFormSchema.parse({ ...form, duplicates: "" }).duplicates).toBe("skip");
  });

  it("takes each known rule", () => {
    for (const rule of ["skip", "fill-empty", "update"]) {
      expect(importFormSchema.parse({ ...form, duplicates: rule }).duplicates).toBe(rule);
    }
  });

  it("refuses an unknown rule, naming the field and the choices", () => {
    expect(issuesOf(importFormSchema.safeParse({ ...form, duplicates: "overwrite" }))).toEqual([
      { path: "duplicates", message: "duplicates must be one of: skip, fill-empty, update" },
    ]);
    expect(issuesOf(importFormSchema.safeParse({ ...form, duplicates: "Skip" }))).toEqual([
      { path: "duplicates", message: "duplicates must be one of: skip, fill-empty, update" },
    ]);
  });

  it("reads an empty campaign as none and refuses one that is not an id", () => {
    expect(importFormSchema.parse({ ...form, campaignId: "" }).campaignId).toBeUndefined();
    const id = "8f3a2b1c-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    expect(importFormSchema.parse({ ...form, campaignId: id }).campaignId).toBe(id);
    expect(issuesOf(importFormSchema.safeParse({ ...form, campaignId: "acme" }))).toEqual([
      { path: "campaignId", message: "campaignId must be a campaign's id" },
    ]);
  });

  it("requires the mappings and the prospect target", () => {
    expect(issuesOf(importFormSchema.safeParse({ targetEntity: "company" }))).toEqual([
      { path: "mappings", message: "mappings is required: a JSON object from field to CSV column" },
      { path: "targetEntity", message: "targetEntity must be prospect" },
    ]);
  });
});

describe("importMappingsSchema", () => {
  const required = {
    firstName: "First",
    lastName: "Last",
    jobTitle: "Title",
    company: "Company",
    linkedinUrl: "LinkedIn",
  };

  it("takes every required field mapped, with optional ones mapped or empty", () => {
    expect(importMappingsSchema.parse({ ...required, email: "Email", phone: "" })).toEqual({
      ...required,
      email: "Email",
      phone: "",
    });
  });

  it("names the required fields left unmapped or mapped to blanks", () => {
    const { linkedinUrl: _left, ...withoutLinkedin } = required;
    expect(issuesOf(importMappingsSchema.safeParse({ ...withoutLinkedin, jobTitle: " " }))).toEqual([
      {
        path: "",
        message: "Map a CSV column to every required field: Job Title, LinkedIn URL are not mapped.",
      },
    ]);
    expect(issuesOf(importMappingsSchema.safeParse({ ...required, company: "" }))).toEqual([
      { path: "", message: "Map a CSV column to every required field: Company is not mapped." },
    ]);
  });

  it("refuses an unknown field, a column that is not text and a value that is not an object", () => {
    expect(issuesOf(importMappingsSchema.safeParse({ ...required, website: "URL" }))[0]?.message).toBe(
      "mappings may only name: firstName, lastName, jobTitle, company, linkedinUrl, linkedinName, email, phone",
    );
    expect(issuesOf(importMappingsSchema.safeParse({ ...required, email: 3 }))).toEqual([
      { path: "email", message: "each mapping must name a CSV column" },
    ]);
    expect(issuesOf(importMappingsSchema.safeParse(["First"]))).toEqual([
      { path: "", message: IMPORT_MAPPINGS_NOT_AN_OBJECT },
    ]);
  });
});
