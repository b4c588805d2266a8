import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EVERY_DAY, cadenceToday as today, CADENCE_ZONE as ZONE } from "../../../../tests/helpers/cadence.js";
import { createCompany } from "../../../../tests/helpers/factories.js";
import { createProspect, createProspects } from "../../../../tests/helpers/prospects.js";
import { testAppSuite } from "../../../../tests/helpers/test-app.js";
import {
  createWorkspace,
  prospectPath,
  prospectsPath,
  type Workspace,
} from "../../../../tests/helpers/workspace.js";
import { addCalendarDays } from "../../../shared/cadence/business-days.js";
import { type CadenceInput, cadenceSchema } from "../../../shared/contracts/cadence.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import { queryRows } from "../../core/db/raw.js";
import { planStaleCampaigns } from "./plans.service.js";

const t = testAppSuite({ timeZone: ZONE });
const w = {} as Workspace;
beforeAll(async () => {
  Object.assign(w, await createWorkspace(t));
});

async function campaignWith(settings: CadenceInput = {}): Promise<string> {
  const { campaignId } = await createCompany(t.db);
  const response = await w.sdr.api.put(`/api/campaigns/${campaignId}/cadence`, {
    ...EVERY_DAY,
    ...settings,
  });
  expect(response.statusCode, response.body).toBe(200);
  return campaignId;
}

/** A prospect of a new campaign, invited on Monday 2 November 2026 and connected the next day. */
async function connectedProspect(): Promise<{ campaignId: string; id: string }> {
  const campaignId = await campaignWith();
  const { id } = await createProspect(t.db, campaignId, {
    inviteAt: "2026-11-02T09:00:00Z",
    connectedAt: "2026-11-03T09:00:00Z",
  });
  return { campaignId, id };
}

async function list(campaignId: string): Promise<Prospect[]> {
  const response = await w.sdr.api.get(prospectsPath(campaignId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Prospect[];
}

async function nextOf(campaignId: string, id: string) {
  return (await list(campaignId)).find((row) => row.id === id)?.next;
}

async function tick(id: string, body: Record<string, unknown>): Promise<Prospect> {
  const response = await w.sdr.api.patch(prospectPath(id), body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Prospect;
}

describe("each assignment's next step", () => {
  it("is its invite, due the day it was assigned", async () => {
    const campaignId = await campaignWith();
    const { id } = await createProspect(t.db, campaignId);
    expect(await nextOf(campaignId, id)).toEqual({
      kind: "step",
      step: "invite",
      dueOn: today(),
      reason: null,
    });
  });

  it("answers a tick with the new next step, which the list then agrees with; unticking brings the step back", async () => {
    const campaignId = await campaignWith({ acceptanceWindowDays: 21 });
    const { id } = await createProspect(t.db, campaignId);
    const waiting = { kind: "withdraw", step: "m1", dueOn: addCalendarDays(today(), 21), reason: null };
    expect((await tick(id, { invite: true })).next).toEqual(waiting);
    expect(await nextOf(campaignId, id)).toEqual(waiting);

    const invite = { kind: "step", step: "invite", dueOn: today(), reason: null };
    expect((await tick(id, { invite: false })).next).toEqual(invite);
    expect(await nextOf(campaignId, id)).toEqual(invite);
  });

  it("plans m1 its wait after the connection, and a stop rule's disposition stops the cadence", async () => {
    const { campaignId, id } = await connectedProspect();
    expect(await nextOf(campaignId, id)).toEqual({
      kind: "step",
      step: "m1",
      dueOn: "2026-11-04",
      reason: null,
    });
    expect((await tick(id, { finalDisposition: "Meeting" })).next).toEqual({
      kind: "stopped",
      step: null,
      dueOn: null,
      reason: "Meeting",
    });
  });

  it("follows a changed cadence before the save answers", async () => {
    const { campaignId, id } = await connectedProspect();
    expect((await nextOf(campaignId, id))?.dueOn).toBe("2026-11-04");
    const steps = cadenceSchema.parse({}).steps;
    steps.m1.waitBusinessDays = 5;
    const saved = await w.sdr.api.put(`/api/campaigns/${campaignId}/cadence`, { ...EVERY_DAY, steps });
    expect(saved.statusCode, saved.body).toBe(200);
    const [plan] = await t.db
      .execute(
        sql`select to_char(due_on, 'YYYY-MM-DD') as due_on from assignment_plans where assignment_id = ${id}`,
      )
      .then((result) => (result as unknown as { rows: { due_on: string }[] }).rows);
    expect(plan?.due_on).toBe("2026-11-08");
    expect((await nextOf(campaignId, id))?.dueOn).toBe("2026-11-08");
  });

  it("takes in changes written outside the app on the next read", async () => {
    const { campaignId, id } = await connectedProspect();
    expect((await nextOf(campaignId, id))?.step).toBe("m1");
    await t.db.execute(sql`update assignments set m1_at = '2026-11-05T09:00:00Z' where id = ${id}`);
    expect(await nextOf(campaignId, id)).toEqual({
      kind: "step",
      step: "m2",
      dueOn: "2026-11-09",
      reason: null,
    });
  });

  it("stops colleagues at the same company when one replies, with the company-wide stop on", async () => {
    const campaignId = await campaignWith({
      stopRules: {
        finalDispositions: ["Reply", "Meeting", "Dead"],
        sequenceTags: ["Hard No"],
        companyWide: true,
      },
    });
    const [replier, colleague, elsewhere] = await createProspects(t.db, campaignId, 3, (index) => ({
      company: index < 2 ? "Northwind Traders Ltd" : "Contoso",
    }));
    await tick(replier?.id as string, { sequenceTag: "Interested" });
    const rows = await list(campaignId);
    expect(rows.find((row) => row.id === colleague?.id)?.next).toEqual({
      kind: "stopped",
      step: null,
      dueOn: null,
      reason: "A colleague at the same company replied",
    });
    expect(rows.find((row) => row.id === elsewhere?.id)?.next?.kind).toBe("step");
    expect(rows.find((row) => row.id === replier?.id)?.next?.kind).toBe("step");
  });
});

describe("the planning job", () => {
  it("plans every campaign with stale assignments, so no reader waits for a large import", async () => {
    const campaignId = await campaignWith();
    const created = await createProspects(t.db, campaignId, 3);
    const planned = async () =>
      queryRows<{ kind: string }>(
        t.db,
        sql`select kind from assignment_plans where assignment_id = any(${sql.param(created.map((row) => row.id))}::uuid[])`,
      );
    expect(await planned()).toEqual([]);
    expect(await planStaleCampaigns(t.db, ZONE)).toBeGreaterThanOrEqual(1);
    expect(await planned()).toEqual([{ kind: "step" }, { kind: "step" }, { kind: "step" }]);
    const stale = await queryRows(
      t.db,
      sql`select 1 from assignment_plan_stale where campaign_id = ${campaignId}`,
    );
    expect(stale).toEqual([]);
  });
});
