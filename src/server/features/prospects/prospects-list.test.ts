import { beforeAll, describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { prospectsPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";

const { t, w } = workspaceSuite("Northwind Traders");

const list = async (campaignId: string, q?: string): Promise<Prospect[]> => {
  const response = await w.sdr.api.get(prospectsPath(campaignId, q));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (rows: Prospect[]) => rows.map((row) => `${row.firstName} ${row.lastName}`);

describe("GET /api/campaigns/{id}/prospects", () => {
  it("answers each assignment joined with its person, flags as booleans and dates as ISO strings", async () => {
    const { campaignId } = await createCompany(t.db, { companyName: "Contoso Ltd" });
    // The person's details and the assignment's tag and times come back as stored.
    const person = {
      firstName: "Ada",
      lastName: "Lovelace",
      jobTitle: "Chief Analyst",
      company: "Analytical Engines",
      linkedinName: "Ada L.",
      linkedinUrl: "https://www.linkedin.com/in/ada-lovelace",
      email: "ada@example.test",
      phone: "+44 20 7946 0000",
    };
    const stored = {
      sequenceTag: "Interested",
      finalDisposition: "Meeting",
      lastTouchAt: "2026-01-20T08:00:00.000Z",
      importedAt: "2026-01-02T12:00:00.000Z",
      assignedAt: "2026-01-03T12:00:00.123Z",
      updatedAt: "2026-01-21T00:00:00.000Z",
    } as const;
    const created = await createProspect(t.db, campaignId, {
      ...person,
      ...stored,
      sdrId: w.sdr.sdrId,
      inviteAt: "2026-01-05T09:00:00.000Z",
      m2At: "2026-01-07T10:30:00.000Z",
      ff5At: "2026-01-20T08:00:00.000Z",
    });
    expect(await list(campaignId)).toEqual([
      {
        id: created.id,
        prospectId: created.prospectId,
        ...person,
        sdrEmail: w.sdr.email,
        campaign: "Contoso Ltd",
        campaignId,
        invite: true,
        connected: false,
        m1: false,
        m2: true,
        m3: false,
        m4: false,
        ff1: false,
        ff2: false,
        ff3: false,
        ff4: false,
        ff5: true,
        ...stored,
        // The default cadence stops at a Meeting.
        next: { kind: "stopped", step: null, dueOn: null, reason: "Meeting" },
        doNotContact: null,
      },
    ]);
  });

  it("leaves optional details null: no SDR, no email, never touched, never imported", async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspect(t.db, campaignId, { email: null, linkedinName: null });
    const [row] = await list(campaignId);
    expect(row).toMatchObject({
      sdrEmail: null,
      email: null,
      phone: null,
      linkedinName: null,
      lastTouchAt: null,
      importedAt: null,
      sequenceTag: "New",
      finalDisposition: "New",
    });
  });

  it("lists only this campaign's records, by assignment time and then last name", async () => {
    const { campaignId } = await createCompany(t.db);
    const { campaignId: otherCampaign } = await createCompany(t.db);
    await createProspects(t.db, otherCampaign, 2);
    const early = "2026-02-01T00:00:00.000Z";
    const late = "2026-03-01T00:00:00.000Z";
    await createProspect(t.db, campaignId, { firstName: "Zed", lastName: "Adams", assignedAt: late });
    await createProspect(t.db, campaignId, { firstName: "Amy", lastName: "Young", assignedAt: early });
    await createProspect(t.db, campaignId, { firstName: "Bob", lastName: "Baker", assignedAt: early });
    await createProspect(t.db, campaignId, { firstName: "Cy", lastName: "Abbott", assignedAt: late });
    expect(names(await list(campaignId))).toEqual(["Bob Baker", "Amy Young", "Cy Abbott", "Zed Adams"]);
  });

  it("answers an empty list for a campaign without prospects", async () => {
    const { campaignId } = await createCompany(t.db);
    expect(await list(campaignId)).toEqual([]);
  });

  it("leaves out records flagged as bad data", async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspect(t.db, campaignId, { firstName: "Kept" });
    await createProspect(t.db, campaignId, {
      firstName: "Flagged",
      badDataAt: new Date(),
      badDataBy: w.sdr.userId,
      badDataReason: "Wrong person",
    });
    expect((await list(campaignId)).map((row) => row.firstName)).toEqual(["Kept"]);
  });

  it("handles 10,000 records in one answer", { timeout: 60_000 }, async () => {
    const { campaignId } = await createCompany(t.db);
    await createProspects(t.db, campaignId, 10_000, (i) => ({ inviteAt: i % 2 === 0 ? new Date() : null }));
    const rows = await list(campaignId);
    expect(rows).toHaveLength(10_000);
    expect(rows.filter((row) => row.invite)).toHaveLength(5_000);
    expect(rows[0]?.lastName).toBe("Last0000");
    expect(rows.at(-1)?.lastName).toBe("Last9999");
  });
});

describe("search (q)", () => {
  let campaignId: string;
  beforeAll(async () => {
    ({ campaignId } = await createCompany(t.db));
    const people = [
      { firstName: "Maria", lastName: "Garcia", company: "Acme Corp" },
      { firstName: "Mario", lastName: "Rossi", company: "Globex" },
      { firstName: "Jane", lastName: "Marsh", company: "Initech" },
      { firstName: "Tom", lastName: "Hanks", company: "Summit Mariners" },
      { firstName: "Pat", lastName: "Lee", company: "100% Growth_Labs" },
      { firstName: "Kim", lastName: "Park", company: "Umbrella", jobTitle: "Marketing Lead" },
    ];
    await createProspects(t.db, campaignId, people.length, (i) => ({
      ...people[i],
      email: `mar-${i}@example.test`,
    }));
  });

  it("matches first name, last name or company anywhere, ignoring case", async () => {
    // Same assignment time: by last name.
    expect(names(await list(campaignId, "MAR"))).toEqual([
      "Maria Garcia",
      "Tom Hanks",
      "Jane Marsh",
      "Mario Rossi",
    ]);
    expect(names(await list(campaignId, "globex"))).toEqual(["Mario Rossi"]);
    expect(names(await list(campaignId, "ark"))).toEqual(["Kim Park"]);
  });

  it("does not match job title, email or LinkedIn URL", async () => {
    expect(await list(campaignId, "Marketing")).toEqual([]);
    expect(names(await list(campaignId, "example.test"))).toEqual([]);
  });

  it("takes % and _ literally, and trims the query", async () => {
    expect(names(await list(campaignId, "100%"))).toEqual(["Pat Lee"]);
    expect(names(await list(campaignId, "gr_wth"))).toEqual([]);
    expect(names(await list(campaignId, "h_l"))).toEqual(["Pat Lee"]);
    expect(await list(campaignId, "%")).toHaveLength(1);
    expect(names(await list(campaignId, "  rossi  "))).toEqual(["Mario Rossi"]);
  });

  it("a blank query lists everything", async () => {
    expect(await list(campaignId, "")).toHaveLength(6);
    expect(await list(campaignId, "   ")).toHaveLength(6);
  });

  it("refuses a query over 200 characters", async () => {
    const response = await w.sdr.api.get(prospectsPath(campaignId, "x".repeat(201)));
    expectError(response, 400, "q must be at most 200 characters");
  });
});

describe("who may list", () => {
  it("the company's client reads its own campaign", async () => {
    const created = await createProspect(t.db, w.company.campaignId);
    const response = await w.client.api.get(prospectsPath(w.company.campaignId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().map((row: Prospect) => row.id)).toContain(created.id);
  });

  it("a client asking for another company's campaign gets 404, as for an unknown one", async () => {
    const other = await createCompany(t.db);
    await createProspect(t.db, other.campaignId);
    expectError(await w.client.api.get(prospectsPath(other.campaignId)), 404, "Campaign not found");
    expectError(await w.client.api.get(prospectsPath(UNKNOWN_ID)), 404, "Campaign not found");
  });

  it("an SDR gets 404 for an unknown campaign and 400 for a malformed id", async () => {
    expectError(await w.sdr.api.get(prospectsPath(UNKNOWN_ID)), 404, "Campaign not found");
    expectError(await w.sdr.api.get(prospectsPath("not-an-id")), 400, "Not a valid id");
  });

  it("without a session the answer is 401", async () => {
    const response = await w.anonymous.get(prospectsPath(w.company.campaignId));
    expect(response.statusCode).toBe(401);
  });
});
