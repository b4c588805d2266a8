import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, inject, it } from "vitest";
import { createKey, withKey } from "../../../../tests/helpers/api-keys.js";
import { expectOverBudget } from "../../../../tests/helpers/cadence.js";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { directMetrics } from "../../../../tests/helpers/metrics-direct.js";
import {
  activityEventsOf,
  assignmentState,
  createProspect,
  createProspects,
  LONG_AGO,
  UNTOUCHED,
} from "../../../../tests/helpers/prospects.js";
import { openSecondServer } from "../../../../tests/helpers/second-server.js";
import { authed, login, TEST_TIME_ZONE, testConfig } from "../../../../tests/helpers/test-app.js";
import { createWorkspace, prospectPath, workspaceSuite } from "../../../../tests/helpers/workspace.js";
import {
  BULK_UNDO_SECONDS,
  type BulkChangeRequest,
  REPLY_NOT_IN_BULK,
} from "../../../shared/contracts/bulk-changes.js";
import { buildApp } from "../../app.js";
import { queryRows } from "../../core/db/raw.js";
import { NOTHING_TO_UNDO } from "./bulk-undo.service.js";

const { t, w } = workspaceSuite();

const bulkPath = (campaignId: string) => `/api/campaigns/${campaignId}/prospects/bulk`;
const undoPath = (campaignId: string, changeId: string) => `${bulkPath(campaignId)}/${changeId}/undo`;
const bulk = (body: BulkChangeRequest, campaignId = w.company.campaignId) =>
  w.sdr.api.post(bulkPath(campaignId), body);
const noReply = { field: "finalDisposition", value: "No Reply" } as const;

const eventCount = async (campaignId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from activity_events where campaign_id = ${campaignId}`,
    )
  )[0]?.n;

async function freshCampaign(n: number, overrides = {}) {
  const company = await createCompany(t.db);
  const rows = await createProspects(t.db, company.campaignId, n, { ...UNTOUCHED, ...overrides });
  return { campaignId: company.campaignId, ids: rows.map((row) => row.id) };
}

describe("POST /api/campaigns/{id}/prospects/bulk: all or nothing", () => {
  it("refuses the whole request when any id is not a listed prospect of the campaign", async () => {
    const { campaignId, ids } = await freshCampaign(3);
    const other = await freshCampaign(1);
    const flagged = await createProspect(t.db, campaignId, { badDataAt: LONG_AGO, badDataReason: "Left" });
    const before = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
    for (const stray of [UNKNOWN_ID, "not-an-id", other.ids[0] as string, flagged.id]) {
      const response = await bulk({ ids: [...ids, stray], change: noReply }, campaignId);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toBe(
        "1 of the 4 selected prospects is not in this campaign's list. Nothing was changed.",
      );
    }
    expect(await Promise.all(ids.map((id) => assignmentState(t.db, id)))).toEqual(before);
    expect(await eventCount(campaignId)).toBe(0);
  });

  it("answers 404 for another company's ids, whoever asks", async () => {
    const mine = await freshCampaign(2);
    const theirs = await freshCampaign(2);
    const response = await bulk({ ids: theirs.ids, change: noReply }, mine.campaignId);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/^2 of the 2 selected prospects are not/);
    expect(await eventCount(theirs.campaignId)).toBe(0);
  });

  it("refuses clients, whatever the campaign, and read-only API keys", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const own = await w.client.api.post(bulkPath(w.company.campaignId), { ids, change: noReply });
    expect(own.statusCode).toBe(403);
    const foreign = await w.client.api.post(bulkPath(campaignId), { ids, change: noReply });
    expect(foreign.statusCode).toBe(403);
    const key = await createKey(w.sdr.api, { name: "Reports", readOnly: true });
    const keyed = await withKey(t.app, key.secret).post(bulkPath(campaignId), { ids, change: noReply });
    expect(keyed.statusCode).toBe(403);
    expect(await eventCount(campaignId)).toBe(0);
  });

  it("names the field of bad input: Reply, repeated ids, no ids, no reason", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const cases: [unknown, string, string][] = [
      [{ ids, change: { field: "finalDisposition", value: "Reply" } }, "change.value", REPLY_NOT_IN_BULK],
      [{ ids: [ids[0], ids[0]], change: noReply }, "ids", "Each id may be sent only once"],
      [{ ids: [], change: noReply }, "ids", "Select at least one prospect"],
      [{ ids, change: { field: "badData", reason: " " } }, "change.reason", "A reason is required"],
    ];
    for (const [body, field, message] of cases) {
      const response = await w.sdr.api.post(bulkPath(campaignId), body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ field });
      expect(response.json().message).toContain(message);
    }
  });
});

describe("POST /api/campaigns/{id}/prospects/bulk: what it changes", () => {
  it("changes 10,000 records in one request, one event per changed record, figures as per record", {
    timeout: 120_000,
  }, async () => {
    const { campaignId, ids } = await freshCampaign(10_000, {});
    await t.db.execute(
      sql`update assignments set final_disposition = 'No Reply' where id = any(${sql.param(ids.slice(0, 100))}::uuid[])`,
    );
    const response = await bulk({ ids, change: noReply }, campaignId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ changed: 9_900, unchanged: 100 });
    expect(await eventCount(campaignId)).toBe(9_900);
    expect(await activityEventsOf(t.db, ids[0] as string)).toEqual([]);
    expect(await activityEventsOf(t.db, ids[9_999] as string)).toEqual([
      expect.objectContaining({
        field: "finalDisposition",
        oldValue: "New",
        newValue: "No Reply",
        actorId: w.sdr.userId,
      }),
    ]);
    for (const period of ["all-time", "today"] as const) {
      const served = (await w.sdr.api.get(`/api/campaigns/${campaignId}/metrics?period=${period}`)).json();
      expect(served).toMatchObject(
        (await directMetrics(t.db, { campaignId }, period, new Date(), TEST_TIME_ZONE)) ?? {},
      );
    }
    const undone = await w.sdr.api.post(undoPath(campaignId, response.json().changeId), {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ restored: 9_900 });
    expect((await assignmentState(t.db, ids[9_999] as string)).finalDisposition).toBe("New");
  });

  it("ticks a step as the single change does: its time, the touch, an event; ticked ones keep theirs", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const [a, b] = ids as [string, string];
    await t.db.execute(sql`update assignments set m1_at = ${LONG_AGO} where id = ${b}`);
    const response = await bulk({ ids, change: { field: "m1", value: true } }, campaignId);
    expect(response.json()).toMatchObject({ changed: 1, unchanged: 1 });
    const state = await assignmentState(t.db, a);
    expect(state.flags.m1At).not.toBeNull();
    expect(state.lastTouchAt).toBe(state.flags.m1At);
    expect((await assignmentState(t.db, b)).flags.m1At).toBe(LONG_AGO);
    expect(await activityEventsOf(t.db, a)).toEqual([
      expect.objectContaining({ field: "m1", oldValue: "false", newValue: "true" }),
    ]);
  });

  it("refuses a step change when a selected prospect is on the do-not-contact list", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    // The list matches people by their pool key, which imports derive from the profile.
    await t.db.execute(
      sql`update prospects set dedup_key = lower(regexp_replace(linkedin_url, '^https://www[.]', ''))
          where id = (select prospect_id from assignments where id = ${ids[0]})`,
    );
    const listed = await w.sdr.api.post(`/api/prospects/${ids[0]}/do-not-contact`, { reason: "objected" });
    expect(listed.statusCode, listed.body).toBeLessThan(300);
    const response = await bulk({ ids, change: { field: "invite", value: true } }, campaignId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/^1 of the selected prospects is on the do-not-contact list/);
    expect(await eventCount(campaignId)).toBe(0);
  });

  it("asks before invites beyond the LinkedIn budget, and records each one over it once confirmed", async () => {
    const { campaignId, ids } = await freshCampaign(3);
    const saved = await w.sdr.api.put(`/api/campaigns/${campaignId}/cadence`, {
      workingDays: [1, 2, 3, 4, 5, 6, 7],
      budget: { accountType: "free", invitesPer7Days: 100, invitesPerDay: 2, messagesPerDay: 100 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const invite = { ids, change: { field: "invite", value: true } } as const;
    const refused = await bulk(invite, campaignId);
    expectOverBudget(
      refused,
      "This campaign's LinkedIn account has 2 invites left in its budget; ticking 3 goes over it. Send anyway?",
    );
    expect(await eventCount(campaignId)).toBe(0);
    const confirmed = await w.sdr.api.post(`${bulkPath(campaignId)}?confirm=over-budget`, invite);
    expect(confirmed.json()).toMatchObject({ changed: 3 });
    const overrides = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from budget_overrides where campaign_id = ${campaignId}`,
    );
    expect(overrides).toEqual([{ n: 1 }]);
  });

  it("flags bad data with one reason: the records leave the list", async () => {
    const { campaignId, ids } = await freshCampaign(3);
    const response = await bulk(
      { ids: ids.slice(0, 2), change: { field: "badData", reason: "Duplicate" } },
      campaignId,
    );
    expect(response.json()).toMatchObject({ changed: 2, unchanged: 0 });
    const listed = (await w.sdr.api.get(`/api/campaigns/${campaignId}/prospects`)).json() as { id: string }[];
    expect(listed.map((row) => row.id)).toEqual([ids[2]]);
    expect(await activityEventsOf(t.db, ids[0] as string)).toEqual([
      expect.objectContaining({ field: "badData", oldValue: null, newValue: "Duplicate" }),
    ]);
  });
});

describe("POST /api/campaigns/{id}/prospects/bulk/{changeId}/undo", () => {
  it("restores the previous values, times included, with the events reversed", async () => {
    const { campaignId, ids } = await freshCampaign(3);
    await t.db.execute(
      sql`update assignments set final_disposition = 'Dead', disposition_at = ${LONG_AGO} where id = ${ids[0]}`,
    );
    const before = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
    const done = (
      await bulk({ ids, change: { field: "finalDisposition", value: "Meeting" } }, campaignId)
    ).json();
    expect(done.changed).toBe(3);
    const undone = await w.sdr.api.post(undoPath(campaignId, done.changeId), {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ restored: 3 });
    const after = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
    expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(
      before.map(({ updatedAt: _u, ...rest }) => rest),
    );
    expect(await activityEventsOf(t.db, ids[0] as string)).toEqual([
      expect.objectContaining({ field: "finalDisposition", oldValue: "Dead", newValue: "Meeting" }),
      expect.objectContaining({ field: "finalDisposition", oldValue: "Meeting", newValue: "Dead" }),
    ]);
    expect((await w.sdr.api.post(undoPath(campaignId, done.changeId), {})).statusCode).toBe(404);
  });

  it("undoes a bad data flag and a tick", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const before = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
    const flagged = (
      await bulk({ ids, change: { field: "badData", reason: "Wrong person" } }, campaignId)
    ).json();
    expect((await w.sdr.api.post(undoPath(campaignId, flagged.changeId), {})).json()).toEqual({
      restored: 2,
    });
    const ticked = (await bulk({ ids, change: { field: "connected", value: true } }, campaignId)).json();
    expect((await w.sdr.api.post(undoPath(campaignId, ticked.changeId), {})).json()).toEqual({ restored: 2 });
    const after = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
    expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(
      before.map(({ updatedAt: _u, ...rest }) => rest),
    );
    expect(
      (await activityEventsOf(t.db, ids[1] as string)).map((e) => [e.field, e.oldValue, e.newValue]),
    ).toEqual([
      ["badData", null, "Wrong person"],
      ["badData", "Wrong person", null],
      ["connected", "false", "true"],
      ["connected", "true", "false"],
    ]);
  });

  it("refuses (409, nothing undone) when someone else changed a record since", async () => {
    const { campaignId, ids } = await freshCampaign(3);
    const done = (await bulk({ ids, change: { field: "sequenceTag", value: "Soft No" } }, campaignId)).json();
    const other = await createWorkspace(t);
    expect((await other.sdr.api.patch(prospectPath(ids[1] as string), { m2: true })).statusCode).toBe(200);
    const undone = await w.sdr.api.post(undoPath(campaignId, done.changeId), {});
    expect(undone.statusCode).toBe(409);
    expect(undone.json().message).toBe(
      "1 of the 3 changed prospects was changed again since. Nothing was undone.",
    );
    for (const id of ids) expect((await assignmentState(t.db, id)).sequenceTag).toBe("Soft No");
  });

  it("is only for the SDR who made the change, in its campaign", async () => {
    const { campaignId, ids } = await freshCampaign(1);
    const done = (await bulk({ ids, change: noReply }, campaignId)).json();
    const other = await createWorkspace(t);
    const stranger = await other.sdr.api.post(undoPath(campaignId, done.changeId), {});
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(NOTHING_TO_UNDO);
    expect((await w.sdr.api.post(undoPath(w.company.campaignId, done.changeId), {})).statusCode).toBe(404);
    expect((await w.client.api.post(undoPath(campaignId, done.changeId), {})).statusCode).toBe(403);
    expect((await w.sdr.api.post(undoPath(campaignId, done.changeId), {})).statusCode).toBe(200);
  });
});

const keptUndos = async (changeId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bulk_change_undos where id = ${changeId}`,
    )
  )[0]?.n;

describe("POST .../bulk/{changeId}/undo: kept in the database", () => {
  it("keeps the change for BULK_UNDO_SECONDS, for its maker, and deletes it once undone", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const done = await bulk({ ids, change: noReply }, campaignId);
    const { changeId, undoUntil } = done.json();
    const [kept] = await queryRows<{ actorId: string; campaignId: string; records: number; seconds: number }>(
      t.db,
      sql`select actor_id as "actorId", campaign_id as "campaignId", cardinality(assignment_ids) as records,
            extract(epoch from expires_at - created_at)::int as seconds
          from bulk_change_undos where id = ${changeId}`,
    );
    expect(kept).toEqual({ actorId: w.sdr.userId, campaignId, records: 2, seconds: BULK_UNDO_SECONDS });
    const left = Date.parse(undoUntil) - Date.now();
    expect(left).toBeGreaterThan((BULK_UNDO_SECONDS - 10) * 1000);
    expect(left).toBeLessThanOrEqual(BULK_UNDO_SECONDS * 1000);
    expect((await w.sdr.api.post(undoPath(campaignId, changeId), {})).statusCode).toBe(200);
    expect(await keptUndos(changeId)).toBe(0);
  });

  it("answers 404 once the change's time is up, and changes nothing", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const { changeId } = (await bulk({ ids, change: noReply }, campaignId)).json();
    await t.db.execute(
      sql`update bulk_change_undos set expires_at = now() - interval '1 second' where id = ${changeId}`,
    );
    const late = await w.sdr.api.post(undoPath(campaignId, changeId), {});
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(NOTHING_TO_UNDO);
    for (const id of ids) expect((await assignmentState(t.db, id)).finalDisposition).toBe("No Reply");
  });

  it("is undone once: a second undo answers 404, as does one after a refusal (409)", async () => {
    const first = await freshCampaign(2);
    const { changeId } = (await bulk({ ids: first.ids, change: noReply }, first.campaignId)).json();
    expect((await w.sdr.api.post(undoPath(first.campaignId, changeId), {})).statusCode).toBe(200);
    const again = await w.sdr.api.post(undoPath(first.campaignId, changeId), {});
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NOTHING_TO_UNDO);

    const second = await freshCampaign(2);
    const refusedChange = (await bulk({ ids: second.ids, change: noReply }, second.campaignId)).json();
    expect((await w.sdr.api.patch(prospectPath(second.ids[0] as string), { m1: true })).statusCode).toBe(200);
    expect((await w.sdr.api.post(undoPath(second.campaignId, refusedChange.changeId), {})).statusCode).toBe(
      409,
    );
    expect((await w.sdr.api.post(undoPath(second.campaignId, refusedChange.changeId), {})).statusCode).toBe(
      404,
    );
    expect(await keptUndos(refusedChange.changeId)).toBe(0);
  });

  it("answers 404 to another SDR of the agency, who may change the campaign, and keeps it for its maker", async () => {
    const { campaignId, ids } = await freshCampaign(2);
    const { changeId } = (await bulk({ ids, change: noReply }, campaignId)).json();
    const colleague = await createSdrUser(t.db);
    const theirs = authed(t.app, await login(t.app, colleague.email, colleague.password, "sdr"));
    expect((await theirs.get(`/api/campaigns/${campaignId}/prospects`)).statusCode).toBe(200);
    const refused = await theirs.post(undoPath(campaignId, changeId), {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(NOTHING_TO_UNDO);
    expect(await keptUndos(changeId)).toBe(1);
    expect((await theirs.post(undoPath(campaignId, "not-a-change-id"), {})).statusCode).toBe(404);
    expect((await w.sdr.api.post(undoPath(campaignId, changeId), {})).statusCode).toBe(200);
  });
});

/**
 * Another app server on the test's database, as behind a load balancer: on PostgreSQL with connections
 * of its own; on PGlite (one process's database) on the same database handle, sharing nothing else.
 */
async function anotherServer(): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (inject("testDatabase").kind === "postgres") return openSecondServer(t);
  const config = testConfig({ jobs: { ...testConfig().jobs, work: false } });
  const app = await buildApp({ config, database: t.database, logger: false });
  return { app, close: () => app.close() };
}

describe("POST .../bulk/{changeId}/undo on two app servers", () => {
  it("undoes through server B a change made through server A, once, for its maker only", async () => {
    const serverB = await anotherServer();
    try {
      const { campaignId, ids } = await freshCampaign(3);
      const before = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
      const sdr = await createSdrUser(t.db);
      const onA = authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr"));
      const onB = authed(serverB.app, await login(serverB.app, sdr.email, sdr.password, "sdr"));
      const colleague = await createSdrUser(t.db);
      const colleagueOnB = authed(
        serverB.app,
        await login(serverB.app, colleague.email, colleague.password, "sdr"),
      );

      const done = await onA.post(bulkPath(campaignId), { ids, change: { field: "m1", value: true } });
      expect(done.statusCode, done.body).toBe(200);
      const { changeId } = done.json();
      expect((await colleagueOnB.post(undoPath(campaignId, changeId), {})).statusCode).toBe(404);
      const undone = await onB.post(undoPath(campaignId, changeId), {});
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toEqual({ restored: 3 });
      const after = await Promise.all(ids.map((id) => assignmentState(t.db, id)));
      expect(after.map(({ updatedAt: _u, ...rest }) => rest)).toEqual(
        before.map(({ updatedAt: _u, ...rest }) => rest),
      );
      expect((await onA.post(undoPath(campaignId, changeId), {})).statusCode).toBe(404);
    } finally {
      await serverB.close();
    }
  });

  it("applies one of two undos sent at once to both servers; the other answers 404", async () => {
    const serverB = await anotherServer();
    try {
      const { campaignId, ids } = await freshCampaign(50);
      const sdr = await createSdrUser(t.db);
      const onA = authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr"));
      const onB = authed(serverB.app, await login(serverB.app, sdr.email, sdr.password, "sdr"));
      const { changeId } = (await onA.post(bulkPath(campaignId), { ids, change: noReply })).json();
      const answers = await Promise.all([
        onA.post(undoPath(campaignId, changeId), {}),
        onB.post(undoPath(campaignId, changeId), {}),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
      expect(await eventCount(campaignId)).toBe(100);
      for (const id of ids) expect((await assignmentState(t.db, id)).finalDisposition).toBe("New");
    } finally {
      await serverB.close();
    }
  });
});
