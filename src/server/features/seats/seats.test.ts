import { describe, expect, it } from "vitest";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { createProspects } from "../../../../tests/helpers/prospects.js";
import { prospectPath, signInSdrRole, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import type { Seat, SeatDetail } from "../../../shared/contracts/seats.js";

const { t, w } = workspaceSuite("Seat Owner Co");

let counter = 0;
const seatInput = (campaignIds: string[], overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    name: `Seat ${counter}`,
    profileUrl: `https://uk.linkedin.com/in/seat-person-${counter}-${Date.now()}/`,
    owner: { kind: "sdr", sdrId: w.sdr.sdrId },
    budget: { accountType: "premium", invitesPerDay: 2, invitesPer7Days: 10, messagesPerDay: 50 },
    campaignIds,
    ...overrides,
  };
};

async function addSeat(campaignIds: string[], overrides: Record<string, unknown> = {}): Promise<Seat> {
  const response = await w.sdr.api.post("/api/seats", seatInput(campaignIds, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("sending seats", () => {
  it("adds a seat with its profile in canonical form, its owner, budget and campaigns, and changes it", async () => {
    const other = await createCompany(t.db, { companyName: "Second Client" });
    const seat = await addSeat([w.company.campaignId, other.campaignId]);
    expect(seat.profileUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/seat-person-/);
    expect(seat.owner).toEqual({ kind: "sdr", id: w.sdr.sdrId, name: "Sam Sdr" });
    expect(seat.campaigns.map((campaign) => campaign.client).sort()).toEqual([
      "Seat Owner Co",
      "Second Client",
    ]);

    const changed = await w.sdr.api.patch(`/api/seats/${seat.id}`, {
      budget: { accountType: "sales_navigator", invitesPerDay: 5, invitesPer7Days: 30, messagesPerDay: 80 },
      campaignIds: [other.campaignId],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Seat).budget.accountType).toBe("sales_navigator");
    expect((changed.json() as Seat).campaigns).toEqual([{ id: other.campaignId, client: "Second Client" }]);

    const detail = await w.sdr.api.get(`/api/seats/${seat.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json() as SeatDetail;
    expect(body.imports).toEqual([]);
    expect(body.safety.acceptance).toMatchObject({ n: 0, rate: null, alert: false, threshold: 20 });
    expect(body.safety.weeks).toHaveLength(8);
  });

  it("refuses a profile that is no LinkedIn profile, one already a seat, and a campaign another seat sends for", async () => {
    const notProfile = await w.sdr.api.post(
      "/api/seats",
      seatInput([], { profileUrl: "https://www.linkedin.com/company/acme" }),
    );
    expect(notProfile.statusCode).toBe(400);
    expect(notProfile.json().message).toContain("LinkedIn URL is not a LinkedIn profile address");

    const company = await createCompany(t.db, { companyName: "Taken Client" });
    const first = await addSeat([company.campaignId]);
    const sameProfile = await w.sdr.api.post(
      "/api/seats",
      seatInput([], { profileUrl: first.profileUrl.replace("https://www.", "http://") }),
    );
    expect(sameProfile.statusCode).toBe(409);
    expect(sameProfile.json()).toMatchObject({
      message: "This LinkedIn profile is already a seat.",
      field: "profileUrl",
    });

    const taken = await w.sdr.api.post("/api/seats", seatInput([company.campaignId]));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      `Taken Client's campaign is already sent for by the seat ${first.name}: a campaign has one seat.`,
    );
  });

  it("shares the seat's invite budget among its campaigns and names the seat when it is spent", async () => {
    const a = await createCompany(t.db, { companyName: "Budget A" });
    const b = await createCompany(t.db, { companyName: "Budget B" });
    const seat = await addSeat([a.campaignId, b.campaignId]);
    const [first, second] = await createProspects(t.db, a.campaignId, 2);
    const [third] = await createProspects(t.db, b.campaignId, 1);
    for (const prospect of [first, second]) {
      const ticked = await w.sdr.api.patch(prospectPath(prospect?.id as string), { invite: true });
      expect(ticked.statusCode, ticked.body).toBe(200);
    }
    // Campaign B's own budget is untouched, but its seat has sent 2 of 2 today.
    const over = await w.sdr.api.patch(prospectPath(third?.id as string), { invite: true });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: "over_budget",
      message: `The LinkedIn seat ${seat.name} has reached its invite budget (2 of 2 invites today). Send anyway?`,
    });
    const budget = await w.sdr.api.get(`/api/campaigns/${b.campaignId}/budget`);
    expect(budget.json()).toMatchObject({
      accountType: "premium",
      seat: { id: seat.id, name: seat.name },
      invites: { sentToday: 2, perDay: 2, remaining: 0 },
    });
  });
});

describe("who reaches seats", () => {
  it("lets managers add and change seats, and an SDR read only the seats of campaigns they work", async () => {
    const mine = await createCompany(t.db, { companyName: "Worked Client" });
    const theirs = await createCompany(t.db, { companyName: "Unworked Client" });
    const worked = await addSeat([mine.campaignId]);
    const unworked = await addSeat([theirs.campaignId]);
    const rep = await signInSdrRole(t, [mine.companyId]);

    const listed = await rep.api.get("/api/seats");
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = (listed.json() as { seats: Seat[] }).seats.map((seat) => seat.id);
    expect(ids).toContain(worked.id);
    expect(ids).not.toContain(unworked.id);

    expect((await rep.api.get(`/api/seats/${worked.id}`)).statusCode).toBe(200);
    expect((await rep.api.get(`/api/seats/${unworked.id}`)).statusCode).toBe(404);
    expect((await rep.api.post("/api/seats", seatInput([]))).statusCode).toBe(403);
    expect((await rep.api.patch(`/api/seats/${worked.id}`, { name: "Renamed" })).statusCode).toBe(403);
  });

  it("shows a client only its own seat's safety figures, and nothing of seats themselves", async () => {
    // The first test moved its seat off this campaign.
    const seat = await addSeat([w.company.campaignId], { name: "Client Seat" });
    const own = await w.client.api.get(`/api/campaigns/${w.company.campaignId}/seat-safety`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().safety).toMatchObject({ seatId: seat.id });

    const other = await createCompany(t.db, { companyName: "Attacked Client" });
    await addSeat([other.campaignId]);
    expect((await w.client.api.get(`/api/campaigns/${other.campaignId}/seat-safety`)).statusCode).toBe(404);
    expect((await w.client.api.get("/api/seats")).statusCode).toBe(403);
    expect((await w.client.api.get(`/api/seats/${seat.id}`)).statusCode).toBe(403);
    expect((await w.anonymous.get(`/api/seats/${seat.id}`)).statusCode).toBe(401);
  });
});
