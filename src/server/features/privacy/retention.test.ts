import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { drained, waitForJobs } from "../../../../tests/helpers/mail.js";
import { expectError, UNKNOWN_ID } from "../../../../tests/helpers/management.js";
import { PRIVACY_LOG, PRIVACY_RETENTION, retentionPath } from "../../../../tests/helpers/privacy-person.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { authed, login, testAppSuite, testConfig } from "../../../../tests/helpers/test-app.js";
import {
  ANONYMISED_FIRST_NAME,
  type PrivacyLogEntry,
  type RetentionRow,
} from "../../../shared/contracts/privacy.js";
import { queryRows } from "../../core/db/raw.js";
import { COMPANY_NOT_FOUND, runRetention } from "./retention.service.js";

const t = testAppSuite({ jobs: { ...testConfig().jobs, pollIntervalSeconds: 0.5 } });
let api: ReturnType<typeof authed>;
beforeAll(async () => {
  const sdr = await createSdrUser(t.db, { name: "Rita Retention" });
  api = authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr"));
});

const NOW = new Date();
const monthsFrom = (date: Date, months: number) => {
  const moved = new Date(date);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};
const monthsAgo = (months: number) => monthsFrom(NOW, -months);

/** A person in the pool only, created `months` ago. */
async function poolPerson(lastName: string, months: number): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into prospects (dedup_key, first_name, last_name, created_at)
        values (${`pool:${lastName}`}, 'Pool', ${lastName}, ${monthsAgo(months).toISOString()}::timestamptz)
        returning id`,
  );
  if (!row) throw new Error("prospect insert returned nothing");
  return row.id;
}

const firstNameOf = async (prospectId: string) =>
  (
    await queryRows<{ name: string }>(
      t.db,
      sql`select first_name as name from prospects where id = ${prospectId}::uuid`,
    )
  )[0]?.name;

async function retentionRows(): Promise<RetentionRow[]> {
  const response = await api.get(PRIVACY_RETENTION);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { companies: RetentionRow[] }).companies;
}

async function logOf(action: string) {
  return (await api.get(`${PRIVACY_LOG}?action=${action}`)).json() as {
    entries: PrivacyLogEntry[];
    total: number;
  };
}

describe("retention", () => {
  it("counts, then anonymises, the people past every holding company's months as the clock moves", async () => {
    const short = await createCompany(t.db, { companyName: "Short Memory Co" });
    const long = await createCompany(t.db, { companyName: "Long Memory Co" });
    const archived = await createCompany(t.db, { companyName: "Archived Memory Co" });
    await t.db.execute(sql`update companies set archived_at = now() where id = ${archived.companyId}::uuid`);
    await t.db.execute(sql`update companies set retention_months = 12 where id = ${short.companyId}::uuid`);

    // Last touched 13 months ago where 12 are kept: due.
    const stale = await createProspect(t.db, short.campaignId, {
      lastName: "Stale",
      assignedAt: monthsAgo(20),
      importedAt: monthsAgo(20),
      lastTouchAt: monthsAgo(13),
    });
    // As old at the short company, but the long one (36 months) contacted them 13 months ago too.
    const shared = await createProspect(t.db, short.campaignId, {
      lastName: "Shared",
      assignedAt: monthsAgo(13),
    });
    await t.db.execute(
      sql`insert into assignments (campaign_id, prospect_id, assigned_at, last_touch_at)
          values (${long.campaignId}::uuid, ${shared.prospectId}::uuid, ${monthsAgo(14).toISOString()}::timestamptz,
            ${monthsAgo(13).toISOString()}::timestamptz)`,
    );
    // Imported two months ago, assigned long before: the import counts.
    const recent = await createProspect(t.db, short.campaignId, {
      lastName: "Recent",
      assignedAt: monthsAgo(30),
      importedAt: monthsAgo(2),
    });
    const oldPool = await poolPerson("OldPool", 37);
    const youngPool = await poolPerson("YoungPool", 10);

    const rows = await retentionRows();
    expect(rows.find((row) => row.companyId === archived.companyId)).toBeUndefined();
    expect(rows.filter((row) => [short.companyId, long.companyId].includes(row.companyId))).toEqual([
      { companyId: long.companyId, companyName: "Long Memory Co", retentionMonths: 36, dueNow: 0 },
      { companyId: short.companyId, companyName: "Short Memory Co", retentionMonths: 12, dueNow: 1 },
    ]);

    // A longer period keeps them: the dry run follows the saved months.
    const saved = await api.put(retentionPath(short.companyId), { retentionMonths: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      companyId: short.companyId,
      companyName: "Short Memory Co",
      retentionMonths: 24,
      dueNow: 0,
    });
    expect((await api.put(retentionPath(short.companyId), { retentionMonths: 12 })).json()).toMatchObject({
      dueNow: 1,
    });

    const entriesBefore = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from suppressions`,
    );
    expect(await runRetention(t.db, NOW)).toEqual({ people: 2 });
    expect(await firstNameOf(stale.prospectId)).toBe(ANONYMISED_FIRST_NAME);
    expect(await firstNameOf(oldPool)).toBe(ANONYMISED_FIRST_NAME);
    for (const kept of [shared.prospectId, recent.prospectId, youngPool]) {
      expect(await firstNameOf(kept)).not.toBe(ANONYMISED_FIRST_NAME);
    }
    // No do-not-contact entry: a retention run does not keep anyone from being imported again.
    expect(await queryRows(t.db, sql`select count(*)::int as n from suppressions`)).toEqual(entriesBefore);
    const log = await logOf("retention.run");
    expect(log.entries[0]).toMatchObject({
      action: "retention.run",
      actor: null,
      companyName: null,
      summary: "Retention: 2 people anonymised",
    });

    // Two years on, the shared person is past both companies' months; the recent import is too.
    const later = monthsFrom(NOW, 24);
    expect(await runRetention(t.db, later)).toEqual({ people: 2 });
    expect(await firstNameOf(shared.prospectId)).toBe(ANONYMISED_FIRST_NAME);
    expect(await firstNameOf(recent.prospectId)).toBe(ANONYMISED_FIRST_NAME);
    expect(await firstNameOf(youngPool)).not.toBe(ANONYMISED_FIRST_NAME);
    // Anonymised people are not counted again.
    expect(await runRetention(t.db, later)).toEqual({ people: 0 });
    expect((await retentionRows()).find((row) => row.companyId === short.companyId)?.dueNow).toBe(0);
  });

  it("runs as the daily job", async () => {
    const company = await createCompany(t.db, { companyName: "Job Memory Co" });
    const due = await createProspect(t.db, company.campaignId, {
      lastName: "JobDue",
      assignedAt: monthsAgo(40),
    });
    const before = (await logOf("retention.run")).total;
    await t.app.jobs.enqueue("privacy-retention", {});
    await waitForJobs(t.db, "privacy-retention", drained);
    const [job] = await queryRows<{ state: string }>(
      t.db,
      sql`select state from pgboss.job where name = 'privacy-retention'`,
    );
    expect(job?.state).toBe("completed");
    expect(await firstNameOf(due.prospectId)).toBe(ANONYMISED_FIRST_NAME);
    const log = await logOf("retention.run");
    expect(log.total).toBe(before + 1);
    expect(log.entries[0]?.summary).toBe("Retention: 1 person anonymised");
  });

  it("refuses months out of range and answers 404 for an unknown company", async () => {
    const company = await createCompany(t.db);
    for (const retentionMonths of [0, 121, 1.5, "12", null]) {
      const response = await api.put(retentionPath(company.companyId), { retentionMonths });
      expect(response.statusCode, String(retentionMonths)).toBe(400);
      expect(response.json()).toMatchObject({ field: "retentionMonths" });
    }
    expectError(await api.put(retentionPath(UNKNOWN_ID), { retentionMonths: 12 }), 404, COMPANY_NOT_FOUND);
  });

  it("logs a changed period with who changed it, and nothing when it stays the same", async () => {
    const company = await createCompany(t.db, { companyName: "Retention Change Co" });
    const before = (await logOf("retention.changed")).total;
    const saved = await api.put(retentionPath(company.companyId), { retentionMonths: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ companyId: company.companyId, retentionMonths: 24 });
    expect((await api.put(retentionPath(company.companyId), { retentionMonths: 24 })).statusCode).toBe(200);
    const log = await logOf("retention.changed");
    expect(log.total).toBe(before + 1);
    expect(log.entries[0]).toMatchObject({
      actor: "Rita Retention",
      companyName: "Retention Change Co",
      summary: "Retention period changed from 36 months to 24 months",
    });
  });
});
