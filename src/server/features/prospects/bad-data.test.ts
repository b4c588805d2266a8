import { describe, expect, it } from "vitest";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { activityEventsOf, assignmentState, createProspect } from "../../../../tests/helpers/prospects.js";
import {
  badDataCountPath,
  FLAG_BAD_DATA,
  prospectsPath,
  workspaceSuite,
} from "../../../../tests/helpers/workspace.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";

const { t, w } = workspaceSuite();

const isRecent = (iso: string | null | undefined) =>
  typeof iso === "string" && Math.abs(Date.parse(iso) - Date.now()) < 60_000;
const listedIds = async (campaignId: string) =>
  ((await w.sdr.api.get(prospectsPath(campaignId))).json() as Prospect[]).map((row) => row.id);
const badDataCount = async (campaignId: string, api = w.sdr.api) => {
  const response = await api.get(badDataCountPath(campaignId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("POST /api/flag-bad-data", () => {
  it("hides the record from the list and counts it, recording who, why and when", async () => {
    const { campaignId } = await createCompany(t.db);
    const flagged = await createProspect(t.db, campaignId);
    const kept = await createProspect(t.db, campaignId);
    expect(await badDataCount(campaignId)).toEqual({ count: 0 });

    const response = await w.sdr.api.post(FLAG_BAD_DATA, {
      prospectId: flagged.id,
      sdrEmail: w.sdr.email,
      reason: "  Left the company  ",
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      ok: true,
      id: flagged.id,
      badDataAt: expect.any(String),
      badDataReason: "Left the company",
      alreadyFlagged: false,
    });
    expect(isRecent(body.badDataAt)).toBe(true);

    expect(await listedIds(campaignId)).toEqual([kept.id]);
    expect(await badDataCount(campaignId)).toEqual({ count: 1 });
    expect(await assignmentState(t.db, flagged.id)).toMatchObject({
      badDataAt: body.badDataAt,
      badDataBy: w.sdr.userId,
      badDataReason: "Left the company",
    });
    expect(await activityEventsOf(t.db, flagged.id)).toEqual([
      expect.objectContaining({
        field: "badData",
        oldValue: null,
        newValue: "Left the company",
        actorId: w.sdr.userId,
        campaignId,
      }),
    ]);
  });

  it("records the signed-in user, not the sdrEmail the payload names", async () => {
    const { campaignId } = await createCompany(t.db);
    const someoneElse = await createSdrUser(t.db, { name: "Sample Sdr" });
    const { id } = await createProspect(t.db, campaignId);
    const response = await w.sdr.api.post(FLAG_BAD_DATA, {
      prospectId: id,
      sdrEmail: someoneElse.email,
      reason: "Duplicate",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await assignmentState(t.db, id)).badDataBy).toBe(w.sdr.userId);
    expect((await activityEventsOf(t.db, id)).map((e) => e.actorId)).toEqual([w.sdr.userId]);
  });

  it("sdrEmail may be left out or be any sample identity", async () => {
    const { campaignId } = await createCompany(t.db);
    const [a, b] = [await createProspect(t.db, campaignId), await createProspect(t.db, campaignId)];
    expect((await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: a.id, reason: "x" })).statusCode).toBe(200);
    const sample = { prospectId: b.id, sdrEmail: "Sample SDR", reason: "x" };
    expect((await w.sdr.api.post(FLAG_BAD_DATA, sample)).statusCode).toBe(200);
    expect(await badDataCount(campaignId)).toEqual({ count: 2 });
  });

  it("flagging again keeps the first flag, answers it with alreadyFlagged, and records nothing", async () => {
    const { campaignId } = await createCompany(t.db);
    const { id } = await createProspect(t.db, campaignId);
    const first = (await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: id, reason: "Wrong person" })).json();
    const again = await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: id, reason: "Bounced" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first, alreadyFlagged: true });
    expect((await assignmentState(t.db, id)).badDataReason).toBe("Wrong person");
    expect(await activityEventsOf(t.db, id)).toHaveLength(1);
    expect(await badDataCount(campaignId)).toEqual({ count: 1 });
  });

  it("counts per campaign", async () => {
    const one = await createCompany(t.db);
    const two = await createCompany(t.db);
    const now = new Date();
    await createProspect(t.db, one.campaignId, { badDataAt: now, badDataReason: "x" });
    await createProspect(t.db, one.campaignId, { badDataAt: now, badDataReason: "y" });
    await createProspect(t.db, two.campaignId, { badDataAt: now, badDataReason: "z" });
    await createProspect(t.db, two.campaignId);
    expect(await badDataCount(one.campaignId)).toEqual({ count: 2 });
    expect(await badDataCount(two.campaignId)).toEqual({ count: 1 });
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ["no reason", {}, "A reason is required"],
    ["a blank reason", { reason: "   " }, "A reason is required"],
    [
      "a reason over 500 characters",
      { reason: "x".repeat(501) },
      "The reason must be at most 500 characters",
    ],
    ["a reason that is not text", { reason: 5 }, "A reason is required"],
  ];
  it.each(refused)("refuses %s and flags nothing", async (_label, body, message) => {
    const { campaignId } = await createCompany(t.db);
    const { id } = await createProspect(t.db, campaignId);
    expectError(await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: id, ...body }), 400, message);
    expect(await listedIds(campaignId)).toEqual([id]);
    expect(await activityEventsOf(t.db, id)).toEqual([]);
  });

  it("takes a reason of exactly 500 characters", async () => {
    const { campaignId } = await createCompany(t.db);
    const { id } = await createProspect(t.db, campaignId);
    const response = await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: id, reason: "x".repeat(500) });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a missing or malformed prospectId (400) and answers 404 for an unknown one", async () => {
    expectError(
      await w.sdr.api.post(FLAG_BAD_DATA, { reason: "x" }),
      400,
      "prospectId must be the id of a listed prospect",
    );
    expectError(
      await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: "12", reason: "x" }),
      400,
      "prospectId must be the id of a listed prospect",
    );
    expectError(
      await w.sdr.api.post(FLAG_BAD_DATA, { prospectId: UNKNOWN_ID, reason: "x" }),
      404,
      "Prospect not found",
    );
  });
});

describe("bad data: who may flag and count", () => {
  it("the company's client reads its count but may not flag: 403, nothing flagged", async () => {
    const { id } = await createProspect(t.db, w.company.campaignId);
    expect(await badDataCount(w.company.campaignId, w.client.api)).toEqual({ count: 0 });
    expectError(
      await w.client.api.post(FLAG_BAD_DATA, { prospectId: id, reason: "x" }),
      403,
      "Clients can view their campaign but not change it.",
    );
    expect(await listedIds(w.company.campaignId)).toContain(id);
  });

  it("another company's records are 404 for a client", async () => {
    const other = await createCompany(t.db);
    const { id } = await createProspect(t.db, other.campaignId);
    expectError(await w.client.api.get(badDataCountPath(other.campaignId)), 404, "Campaign not found");
    expectError(
      await w.client.api.post(FLAG_BAD_DATA, { prospectId: id, reason: "x" }),
      404,
      "Prospect not found",
    );
    expect(await listedIds(other.campaignId)).toEqual([id]);
  });

  it("the count of an unknown campaign is 404; without a session both calls are 401", async () => {
    expectError(await w.sdr.api.get(badDataCountPath(UNKNOWN_ID)), 404, "Campaign not found");
    expect((await w.anonymous.get(badDataCountPath(w.company.campaignId))).statusCode).toBe(401);
    const { id } = await createProspect(t.db, w.company.campaignId);
    expect((await w.anonymous.post(FLAG_BAD_DATA, { prospectId: id, reason: "x" })).statusCode).toBe(401);
  });
});
