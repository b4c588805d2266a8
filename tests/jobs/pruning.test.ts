import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, newToken } from "../../src/server/core/access/tokens.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { createCompany, createSdrUser } from "../helpers/factories.js";
import { drained, waitForJobs } from "../helpers/mail.js";
import { createTestApp, type TestApp, testConfig } from "../helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobs: { ...testConfig().jobs, pollIntervalSeconds: 0.5 } });
});
afterAll(() => t?.close());

async function addSession(userId: string, expiresIn: string): Promise<string> {
  const tokenHash = hashToken(newToken());
  await t.db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at) values (${tokenHash}, ${userId}, now() + ${expiresIn}::interval)`,
  );
  return tokenHash;
}

async function addTrustedDevice(userId: string, expiresIn: string): Promise<string> {
  const tokenHash = hashToken(newToken());
  await t.db.execute(
    sql`insert into trusted_devices (token_hash, user_id, expires_at) values (${tokenHash}, ${userId}, now() + ${expiresIn}::interval)`,
  );
  return tokenHash;
}

async function addBulkUndo(campaignId: string, actorId: string, expiresIn: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into bulk_change_undos (campaign_id, actor_id, change, stamp, assignment_ids, previous_values,
          previous_ats, previous_touches, conversation_ids, conversation_statuses, expires_at)
        values (${campaignId}, ${actorId}, '{"field":"m1","value":true}', now(), '{}', '{}', '{}', '{}', '{}', '{}',
          now() + ${expiresIn}::interval)
        returning id`,
  );
  if (!row) throw new Error("no bulk undo");
  return row.id;
}

async function addRateLimit(key: string, startedAgo: string): Promise<void> {
  await t.db.execute(
    sql`insert into rate_limits (key, window_start, hits) values (${key}, now() - ${startedAgo}::interval, 3)`,
  );
}

describe("the prune-expired-rows job", () => {
  it("deletes expired sessions, device tokens, bulk undos, second-factor steps and old audit entries, and ended rate-limit windows, and nothing else", async () => {
    const { userId } = await createSdrUser(t.db);
    const other = await createSdrUser(t.db);
    await t.db.execute(
      sql`insert into pending_sign_ins (token_hash, user_id, expires_at) values
            ('prune-pending-old', ${userId}, now() - interval '1 minute'),
            ('prune-pending-live', ${userId}, now() + interval '5 minutes')`,
    );
    await t.db.execute(
      sql`insert into passkey_challenges (user_id, challenge, expires_at) values
            (${userId}, 'old', now() - interval '1 minute'), (${other.userId}, 'live', now() + interval '5 minutes')`,
    );
    await t.db.execute(
      sql`insert into audit_log (action, target, status, succeeded, created_at) values
            ('backup', 'prune-test:old', 0, true, now() - interval '25 months'),
            ('backup', 'prune-test:kept', 0, true, now() - interval '23 months')`,
    );
    const { campaignId } = await createCompany(t.db);
    const expiredUndo = await addBulkUndo(campaignId, userId, "-1 second");
    const liveUndo = await addBulkUndo(campaignId, userId, "1 minute");
    const expired = await addSession(userId, "-1 minute");
    const live = await addSession(userId, "1 minute");
    const expiredDevice = await addTrustedDevice(userId, "-1 minute");
    const trustedDevice = await addTrustedDevice(userId, "1 day");
    // Windows last 15 minutes: one ended long ago, one still counting.
    await addRateLimit("prune-test:ended", "16 minutes");
    await addRateLimit("prune-test:current", "14 minutes");

    await t.app.jobs.enqueue("prune-expired-rows", {});
    await waitForJobs(t.db, "prune-expired-rows", drained);

    const sessions = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from sessions where token_hash in (${expired}, ${live})`,
    );
    expect(sessions.map((row) => row.token_hash)).toEqual([live]);
    const devices = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from trusted_devices where token_hash in (${expiredDevice}, ${trustedDevice})`,
    );
    expect(devices.map((row) => row.token_hash)).toEqual([trustedDevice]);
    const windows = await queryRows<{ key: string; hits: number }>(
      t.db,
      sql`select key, hits from rate_limits where key like 'prune-test:%'`,
    );
    expect(windows).toEqual([{ key: "prune-test:current", hits: 3 }]);
    const undos = await queryRows<{ id: string }>(
      t.db,
      sql`select id from bulk_change_undos where id in (${expiredUndo}, ${liveUndo})`,
    );
    expect(undos.map((row) => row.id)).toEqual([liveUndo]);
    const pending = await queryRows<{ token_hash: string }>(
      t.db,
      sql`select token_hash from pending_sign_ins where token_hash like 'prune-pending-%'`,
    );
    expect(pending.map((row) => row.token_hash)).toEqual(["prune-pending-live"]);
    const challenges = await queryRows<{ challenge: string }>(
      t.db,
      sql`select challenge from passkey_challenges where user_id in (${userId}, ${other.userId})`,
    );
    expect(challenges.map((row) => row.challenge)).toEqual(["live"]);
    const audit = await queryRows<{ target: string }>(
      t.db,
      sql`select target from audit_log where target like 'prune-test:%'`,
    );
    expect(audit.map((row) => row.target)).toEqual(["prune-test:kept"]);
  });

  it("is scheduled once, in UTC, on the configured cron (beside the fold, planning, retention, digest and webhook jobs)", async () => {
    const schedules = await queryRows<{ name: string; cron: string; timezone: string }>(
      t.db,
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(schedules).toEqual([
      { name: "fold-metrics-rollup", cron: "*/15 * * * *", timezone: "UTC" },
      { name: "plan-stale-assignments", cron: "* * * * *", timezone: "UTC" },
      { name: "privacy-retention", cron: "23 2 * * *", timezone: "UTC" },
      { name: "prune-expired-rows", cron: testConfig().jobs.pruneCron, timezone: "UTC" },
      { name: "send-digests", cron: "*/5 * * * *", timezone: "UTC" },
      { name: "webhook-delivery", cron: "* * * * *", timezone: "UTC" },
    ]);
  });
});
