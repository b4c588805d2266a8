import { describe, expect, it } from "vitest";
import type { ActiveCampaign } from "../../../shared/contracts/management";
import { ApiError, describeFailure } from "../../lib/api";
import {
  AGENCY_WIDE,
  checkEntryDraft,
  checkImportDraft,
  emptyEntryDraft,
  emptyImportDraft,
  failureErrors,
  REASON_OPTIONS,
  scopeOptions,
} from "./entry-draft";

const CAMPAIGN = "3f1c2a4e-8b7d-4c6a-9e5f-0a1b2c3d4e5f";

describe("checkEntryDraft", () => {
  it("turns a complete draft into the request body; agency-wide is a null campaign", () => {
    const draft = {
      ...emptyEntryDraft(AGENCY_WIDE),
      kind: "company" as const,
      value: "  Rival Ltd ",
      reason: "competitor",
      note: "Sells the same",
    };
    expect(checkEntryDraft(draft)).toEqual({
      body: {
        kind: "company",
        value: "  Rival Ltd ",
        campaignId: null,
        reason: "competitor",
        note: "Sells the same",
      },
    });
    expect(checkEntryDraft({ ...draft, scope: CAMPAIGN }).body?.campaignId).toBe(CAMPAIGN);
  });

  it("names every field still to fill, with the contract's messages", () => {
    const { errors } = checkEntryDraft(emptyEntryDraft(""));
    expect(errors?.value).toBe("Enter the value");
    expect(errors?.scope).toBe("Choose where the entry applies: agency-wide or one client");
    expect(errors?.reason).toMatch(/^Choose a reason: Objected, /);
    expect(errors?.kind).toBeUndefined();
  });

  it("refuses a note over the limit under the note", () => {
    const draft = {
      ...emptyEntryDraft(CAMPAIGN),
      value: "a@b.test",
      reason: "objected",
      note: "x".repeat(1001),
    };
    expect(checkEntryDraft(draft).errors).toEqual({ note: "The note must be at most 1,000 characters" });
  });
});

describe("checkImportDraft", () => {
  const file = new File(["Email\nann@example.test\n"], "people.csv", { type: "text/csv" });

  it("builds the multipart form the server reads: the fields and the file", () => {
    const { form } = checkImportDraft({ ...emptyImportDraft(AGENCY_WIDE), file, reason: "bounced" });
    expect(form).toBeDefined();
    expect(Object.fromEntries([...(form as FormData).entries()].filter(([name]) => name !== "file"))).toEqual(
      {
        kind: "email",
        column: "",
        campaignId: "",
        reason: "bounced",
        note: "",
      },
    );
    expect(((form as FormData).get("file") as File).name).toBe("people.csv");
  });

  it("asks for the file, the scope and the reason before sending anything", () => {
    expect(checkImportDraft(emptyImportDraft("")).errors).toEqual({
      file: "Choose a CSV file",
      scope: "Choose where the entry applies: agency-wide or one client",
      reason: expect.stringMatching(/^Choose a reason/),
    });
  });
});

describe("failureErrors", () => {
  const failure = (body: object) => describeFailure(new ApiError(409, JSON.stringify(body)), "fallback");

  it("puts the server's message under the field its body names", () => {
    const conflict = failure({
      message: "This company name is already on the do-not-contact list",
      code: "conflict",
      field: "value",
    });
    expect(failureErrors(conflict, "entry")).toEqual({
      value: "This company name is already on the do-not-contact list",
    });
  });

  it("a campaign the server refuses goes under the scope select", () => {
    expect(failureErrors(failure({ message: "Campaign not found", field: "campaignId" }), "entry")).toEqual({
      scope: "Campaign not found",
    });
  });

  it("a message about no field of the form is shown for the whole form", () => {
    expect(failureErrors(failure({ message: "The demo account cannot be changed." }), "import")).toEqual({
      form: "The demo account cannot be changed.",
    });
    expect(failureErrors(failure({ message: "x", field: "value" }), "import")).toEqual({ form: "x" });
  });
});

describe("choices", () => {
  it("offers agency-wide first, then each client company", () => {
    const campaigns = [{ id: "c1", companyName: "Acme" }] as ActiveCampaign[];
    expect(scopeOptions(campaigns)).toEqual([
      { value: AGENCY_WIDE, label: "Agency-wide (every client)" },
      { value: "c1", label: "Acme" },
    ]);
  });

  it("offers staff in the SDR role their clients only, and asks for one of them", () => {
    const campaigns = [{ id: "c1", companyName: "Acme" }] as ActiveCampaign[];
    expect(scopeOptions(campaigns, false)).toEqual([{ value: "c1", label: "Acme" }]);
    const draft = { ...emptyEntryDraft(""), value: "jane@example.com", reason: "objected" };
    expect(checkEntryDraft(draft, false).errors?.scope).toBe("Choose the client the entry applies to");
  });

  it("never offers Erased as a reason", () => {
    expect(REASON_OPTIONS.map((option) => option.label)).toEqual([
      "Objected",
      "Existing customer",
      "Competitor",
      "Bounced",
      "Other",
    ]);
  });
});
