import { describe, expect, it } from "vitest";
import { checkSeatDraft, draftFromSeat, emptySeatDraft, fieldOfFailure, type SeatDraft } from "./seat-draft";

const SDR = "7d0c2f4e-5d0b-4d62-9a55-5c6f8f7a1b2c";
const COMPANY = "0f5e2b1c-8f6a-4a3e-bb1d-2d9c6e4f7a80";

const filled = (over: Partial<SeatDraft> = {}): SeatDraft => ({
  ...emptySeatDraft(),
  name: "  Dana Reyes ",
  profileUrl: "https://www.linkedin.com/in/dana-reyes",
  owner: `sdr:${SDR}`,
  ...over,
});

describe("checkSeatDraft", () => {
  it("builds the body: trimmed name, numbers, the owner by kind", () => {
    const checked = checkSeatDraft(filled({ invitesPerDay: " 15 ", campaignIds: ["c1"] }));
    expect(checked).toEqual({
      body: {
        name: "Dana Reyes",
        profileUrl: "https://www.linkedin.com/in/dana-reyes",
        owner: { kind: "sdr", sdrId: SDR },
        budget: { accountType: "free", invitesPerDay: 15, invitesPer7Days: 100, messagesPerDay: 100 },
        acceptanceAlertPercent: 20,
        campaignIds: ["c1"],
      },
    });
    const client = checkSeatDraft(filled({ owner: `client:${COMPANY}` }));
    expect("body" in client && client.body.owner).toEqual({ kind: "client", companyId: COMPANY });
  });

  it("puts a message under every field that is missing or wrong", () => {
    const checked = checkSeatDraft({
      ...emptySeatDraft(),
      profileUrl: "https://example.com/dana",
      invitesPerDay: "2.5",
      messagesPerDay: "",
      acceptanceAlertPercent: "101",
    });
    expect("errors" in checked && Object.keys(checked.errors).sort()).toEqual([
      "acceptanceAlertPercent",
      "budget.invitesPerDay",
      "budget.messagesPerDay",
      "name",
      "owner",
      "profileUrl",
    ]);
  });

  it("refuses more invites a day than in 7 days", () => {
    const checked = checkSeatDraft(filled({ invitesPerDay: "30", invitesPer7Days: "20" }));
    expect(checked).toEqual({
      errors: { "budget.invitesPerDay": "Invites per day can't be more than invites per 7 days." },
    });
  });
});

describe("draftFromSeat", () => {
  it("is the seat as the dialog edits it, and checks back to the same values", () => {
    const draft = draftFromSeat({
      id: "s1",
      name: "Dana",
      profileUrl: "https://www.linkedin.com/in/dana-reyes",
      owner: { kind: "client", id: COMPANY, name: "Acme" },
      budget: { accountType: "premium", invitesPerDay: 10, invitesPer7Days: 60, messagesPerDay: 40 },
      acceptanceAlertPercent: 25,
      campaigns: [{ id: "c1", client: "Acme" }],
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(draft.owner).toBe(`client:${COMPANY}`);
    expect(draft.invitesPer7Days).toBe("60");
    const checked = checkSeatDraft(draft);
    expect("body" in checked && checked.body.budget).toEqual({
      accountType: "premium",
      invitesPerDay: 10,
      invitesPer7Days: 60,
      messagesPerDay: 40,
    });
  });
});

describe("fieldOfFailure", () => {
  it("maps the server's field to the dialog's", () => {
    expect(fieldOfFailure("profileUrl")).toBe("profileUrl");
    expect(fieldOfFailure("owner.sdrId")).toBe("owner");
    expect(fieldOfFailure("budget.invitesPerDay")).toBe("budget.invitesPerDay");
    expect(fieldOfFailure("campaignIds.0")).toBe("campaignIds");
    expect(fieldOfFailure("somethingElse")).toBeNull();
    expect(fieldOfFailure(undefined)).toBeNull();
  });
});
