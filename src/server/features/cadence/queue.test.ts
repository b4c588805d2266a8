import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  EVERY_DAY,
  expectOverBudget,
  cadenceToday as today,
  CADENCE_ZONE as ZONE,
} from "../../../../tests/helpers/cadence.js";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { authed, login, testAppSuite } from "../../../../tests/helpers/test-app.js";
import { createWorkspace, prospectPath, type Workspace } from "../../../../tests/helpers/workspace.js";
import { addCalendarDays } from "../../../shared/cadence/business-days.js";
import type { CadenceInput } from "../../../shared/contracts/cadence.js";
import type { CampaignBudget, TodayQueue } from "../../../shared/contracts/endpoints/queue.js";
import { CAMPAIGN_NOT_FOUND, PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import { queryRows } from "../../core/db/raw.js";
import { SDR_NOT_FOUND } from "./queue.service.js";

const t = testAppSuite({ timeZone: ZONE });
const w = {} as Workspace;
beforeAll(async () => {
  Object.assign(w, await createWorkspace(t));
});

const STAFF_ONLY = "This is available to agency staff only.";

/** A fresh SDR with its own session, so each test reads a queue of its own. */
async function freshSdr(name = "Quinn Queue") {
  const sdr = await createSdrUser(t.db, { name });
  return { ...sdr, api: authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr")) };
}

/** A client company with its campaign, its cadence, and an Active matrix row naming the SDR. */
async function activeCampaign(sdrId: string, settings: CadenceInput = {}, companyName?: string) {
  const company = await createCompany(t.db, companyName ? { companyName } : {});
  await t.db.execute(
    sql`insert into connections (company_id, sdr_id, status) values (${company.companyId}, ${sdrId}, 'Active')`,
  );
  const saved = await w.sdr.api.put(`/api/campaigns/${company.campaignId}/cadence`, {
    ...EVERY_DAY,
    ...settings,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return company;
}

async function queueOf(api: Workspace["sdr"]["api"], sdrId?: string): Promise<TodayQueue> {
  const response = await api.get(`/api/today${sdrId ? `?sdrId=${sdrId}` : ""}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TodayQueue;
}

describe("GET /api/today", () => {
  it("lists the SDR's due work across Active campaigns with counts per client; other SDRs' campaigns stay out", async () => {
    const sdr = await freshSdr();
    const acme = await activeCampaign(sdr.sdrId, {}, "Acme Queue Co");
    const globex = await activeCampaign(sdr.sdrId, {}, "Globex Queue Co");
    const someoneElse = await freshSdr("Other Person");
    const theirs = await activeCampaign(someoneElse.sdrId);
    await createProspects(t.db, acme.campaignId, 2);
    await createProspect(t.db, globex.campaignId, {
      firstName: "Grace",
      inviteAt: "2026-11-02T09:00:00Z",
      connectedAt: "2026-11-03T09:00:00Z",
    });
    await createProspect(t.db, theirs.campaignId);

    const queue = await queueOf(sdr.api);
    expect(queue.sdr).toEqual({ id: sdr.sdrId, name: "Quinn Queue" });
    expect(queue.clients.map((client) => [client.client, client.due])).toEqual([
      ["Acme Queue Co", { overdue: 0, today: 2, upcoming: 0 }],
      ["Globex Queue Co", { overdue: 1, today: 0, upcoming: 0 }],
    ]);
    expect(queue.due).toEqual({ overdue: 1, today: 2, upcoming: 0 });
    // The overdue message first, then today's invites; each with its step's script.
    expect(queue.tasks.map((task) => [task.client, task.step, task.timing])).toEqual([
      ["Globex Queue Co", "m1", "overdue"],
      ["Acme Queue Co", "invite", "today"],
      ["Acme Queue Co", "invite", "today"],
    ]);
    expect(queue.tasks[0]).toMatchObject({ firstName: "Grace", dueOn: "2026-11-04", kind: "step" });
    expect(queue.clients[0]?.scripts.invite).toContain("{FirstName}");
    expect(queue.sdrs.map((row) => row.id)).toEqual(expect.arrayContaining([sdr.sdrId, someoneElse.sdrId]));

    // A manager switches to the other SDR.
    const switched = await queueOf(sdr.api, someoneElse.sdrId);
    expect(switched.sdr?.id).toBe(someoneElse.sdrId);
    expect(switched.clients.map((client) => client.campaignId)).toEqual([theirs.campaignId]);
  });

  it("never offers more invites than the day's budget, holds the rest back, and asks before an invite over it", async () => {
    const sdr = await freshSdr();
    const { campaignId } = await activeCampaign(sdr.sdrId, {
      budget: { accountType: "free", invitesPer7Days: 100, invitesPerDay: 2, messagesPerDay: 100 },
    });
    const people = await createProspects(t.db, campaignId, 5);
    let queue = await queueOf(sdr.api);
    expect(queue.tasks.filter((task) => task.step === "invite")).toHaveLength(2);
    expect(queue.heldBack).toBe(3);
    expect(queue.clients[0]?.invites).toMatchObject({ sentToday: 0, perDay: 2, remaining: 2 });

    for (const person of people.slice(0, 2)) {
      const ticked = await sdr.api.patch(prospectPath(person.id), { invite: true });
      expect(ticked.statusCode, ticked.body).toBe(200);
    }
    queue = await queueOf(sdr.api);
    expect(queue.tasks.filter((task) => task.step === "invite")).toHaveLength(0);
    expect(queue.heldBack).toBe(3);

    const third = people[2]?.id as string;
    const refused = await sdr.api.patch(prospectPath(third), { invite: true });
    expectOverBudget(
      refused,
      "This campaign's LinkedIn account has reached its invite budget (2 of 2 invites today). Send anyway?",
    );
    const confirmed = await sdr.api.patch(`${prospectPath(third)}?confirm=over-budget`, { invite: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const overrides = await queryRows<{ sent_today: number; actor_id: string }>(
      t.db,
      sql`select sent_today, actor_id from budget_overrides where assignment_id = ${third}`,
    );
    expect(overrides).toEqual([{ sent_today: 2, actor_id: sdr.userId }]);

    const budget = await sdr.api.get(`/api/campaigns/${campaignId}/budget`);
    expect(budget.json()).toMatchObject({
      accountType: "free",
      today: today(),
      invites: { sentToday: 3, perDay: 2, sentLast7Days: 3, per7Days: 100, remaining: 0 },
      due: { overdue: 0, today: 2, upcoming: 0 },
    } satisfies Partial<CampaignBudget>);
  });

  it("moves on after a skip with its reason, and a withdrawn invite leaves the queue", async () => {
    const sdr = await freshSdr();
    const { campaignId } = await activeCampaign(sdr.sdrId, { acceptanceWindowDays: 21 });
    const skipped = await createProspect(t.db, campaignId, {
      inviteAt: "2026-11-02T09:00:00Z",
      connectedAt: "2026-11-03T09:00:00Z",
    });
    const stale = await createProspect(t.db, campaignId, { inviteAt: "2026-10-01T09:00:00Z" });
    let queue = await queueOf(sdr.api);
    expect(queue.tasks.map((task) => [task.prospectId, task.kind, task.step])).toEqual([
      [stale.id, "withdraw", "m1"],
      [skipped.id, "step", "m1"],
    ]);

    const skip = await sdr.api.post(`${prospectPath(skipped.id)}/queue-marks`, {
      action: "skipped",
      step: "m1",
      reason: "Already spoke on the phone",
    });
    expect(skip.statusCode, skip.body).toBe(204);
    const withdraw = await sdr.api.post(`${prospectPath(stale.id)}/queue-marks`, {
      action: "withdrawn",
      step: "withdraw",
    });
    expect(withdraw.statusCode, withdraw.body).toBe(204);

    queue = await queueOf(sdr.api);
    expect(queue.tasks.map((task) => [task.prospectId, task.step])).toEqual([[skipped.id, "m2"]]);
    const marks = await queryRows<{ step: string; reason: string | null }>(
      t.db,
      sql`select step, reason from queue_marks where assignment_id = ${skipped.id}`,
    );
    expect(marks).toEqual([{ step: "m1", reason: "Already spoke on the phone" }]);
  });

  it("says when the next work falls due when nothing is due today", async () => {
    const sdr = await freshSdr();
    const { campaignId } = await activeCampaign(sdr.sdrId);
    const now = new Date().toISOString();
    await createProspects(t.db, campaignId, 3, { inviteAt: now, connectedAt: now });
    const queue = await queueOf(sdr.api);
    expect(queue.due).toEqual({ overdue: 0, today: 0, upcoming: 3 });
    expect(queue.next).toEqual({ date: addCalendarDays(today(), 1), count: 3 });
  });

  it("refuses a blank skip reason and an unknown action, naming the field", async () => {
    const { id } = await createProspect(t.db, w.company.campaignId);
    const blank = await w.sdr.api.post(`${prospectPath(id)}/queue-marks`, {
      action: "skipped",
      step: "m1",
      reason: "  ",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      field: "reason",
      message: expect.stringContaining("reason must not be blank"),
    });
    const unknown = await w.sdr.api.post(`${prospectPath(id)}/queue-marks`, {
      action: "snoozed",
      step: "m1",
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("access", () => {
  it("is for agency staff: a client cannot open the queue or mark from it, and reads only its own budget", async () => {
    const { id } = await createProspect(t.db, w.company.campaignId);
    expectError(await w.client.api.get("/api/today"), 403, STAFF_ONLY);
    expectError(
      await w.client.api.post(`${prospectPath(id)}/queue-marks`, { action: "withdrawn", step: "withdraw" }),
      403,
      STAFF_ONLY,
    );
    expect((await w.client.api.get(`/api/campaigns/${w.company.campaignId}/budget`)).statusCode).toBe(200);
    const other = await createCompany(t.db);
    const stranger = await createProspect(t.db, other.campaignId);
    expectError(await w.client.api.get(`/api/campaigns/${other.campaignId}/budget`), 404, CAMPAIGN_NOT_FOUND);
    expectError(
      await w.client.api.post(`${prospectPath(stranger.id)}/queue-marks`, {
        action: "withdrawn",
        step: "withdraw",
      }),
      403,
      STAFF_ONLY,
    );
    expect((await w.anonymous.get("/api/today")).statusCode).toBe(401);
  });

  it("answers 404 for an SDR or prospect that does not exist", async () => {
    expectError(await w.sdr.api.get(`/api/today?sdrId=${UNKNOWN_ID}`), 404, SDR_NOT_FOUND);
    expectError(
      await w.sdr.api.post(`${prospectPath(UNKNOWN_ID)}/queue-marks`, {
        action: "withdrawn",
        step: "withdraw",
      }),
      404,
      PROSPECT_NOT_FOUND,
    );
  });
});
