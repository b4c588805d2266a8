import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { queryRows } from "../../src/server/core/db/raw.js";
import { flagEventDrift } from "../helpers/event-drift.js";
import { createSdrUser } from "../helpers/factories.js";
import { csvFile, IMPORT, importFields, peopleCsv, uploadForm } from "../helpers/imports.js";
import type { Api } from "../helpers/management.js";
import { directMetrics } from "../helpers/metrics-direct.js";
import { createProspects } from "../helpers/prospects.js";
import { pick, sample } from "../helpers/random.js";
import { authed, login, TEST_TIME_ZONE } from "../helpers/test-app.js";
import { prospectPath, workspaceSuite } from "../helpers/workspace.js";

// Deadlocks need several connections writing at once: the embedded database has one connection, so
// this runs on PostgreSQL only (TEST_DATABASE_URL, as in CI).
const onPostgres = inject("testDatabase").kind === "postgres";

const RUN_MS = 30_000;
const PROSPECTS = 40;
const TICKERS = 6;
const BULKERS = 3;
const BULK_SIZE = 15;
const IMPORTS = 3;
const IMPORT_ROWS = 50;
/** The progress flags everyone writes, so that ticks, bulk changes and undos meet on the same rows. */
const FLAGS = ["m1", "m2", "connected"] as const;

const { t, w } = workspaceSuite();

async function signedInSdr(): Promise<{ api: Api; userId: string }> {
  const sdr = await createSdrUser(t.db);
  return { api: authed(t.app, await login(t.app, sdr.email, sdr.password, "sdr")), userId: sdr.userId };
}

describe.skipIf(!onPostgres)("concurrent ticks, bulk changes, undos and an import on one campaign", () => {
  it(
    "answers no 5xx, keeps every acknowledged change and keeps the metrics equal to a recount",
    async () => {
      const { campaignId } = w.company;
      const ids = (await createProspects(t.db, campaignId, PROSPECTS)).map((row) => row.id);
      const ticker = await signedInSdr();
      const bulker = await signedInSdr();
      const statuses: number[] = [];
      const acknowledged = { ticks: 0, bulkChanged: 0, undoRestored: 0, imported: 0 };
      const until = Date.now() + RUN_MS;

      const tick = async () => {
        while (Date.now() < until) {
          const response = await ticker.api.patch(prospectPath(pick(ids)), {
            [pick(FLAGS)]: Math.random() < 0.6,
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 200) acknowledged.ticks += 1;
        }
      };
      const bulk = async () => {
        while (Date.now() < until) {
          const path = `/api/campaigns/${campaignId}/prospects/bulk`;
          const change = { field: pick(FLAGS), value: Math.random() < 0.5 };
          const done = await bulker.api.post(path, { ids: sample(ids, BULK_SIZE), change });
          statuses.push(done.statusCode);
          if (done.statusCode !== 200) continue;
          acknowledged.bulkChanged += done.json().changed;
          if (Math.random() < 0.4) {
            const undone = await bulker.api.post(`${path}/${done.json().changeId}/undo`, {});
            statuses.push(undone.statusCode);
            // 409 (a record changed again since) and 404 (nothing was kept) are answers, not failures.
            if (undone.statusCode === 200) acknowledged.undoRestored += undone.json().restored;
          }
        }
      };
      const importInto = async () => {
        for (let run = 0; run < IMPORTS && Date.now() < until; run++) {
          const file = csvFile(peopleCsv(`contended-${run}`, 1, IMPORT_ROWS));
          const form = uploadForm(file, importFields(undefined, { campaignId }), { fileLast: true });
          const response = await w.sdr.api.post(IMPORT, form);
          statuses.push(response.statusCode);
          if (response.statusCode === 200) acknowledged.imported += IMPORT_ROWS;
        }
      };
      await Promise.all([
        ...Array.from({ length: TICKERS }, tick),
        ...Array.from({ length: BULKERS }, bulk),
        importInto(),
      ]);

      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(acknowledged.ticks).toBeGreaterThan(100);
      expect(acknowledged.bulkChanged).toBeGreaterThan(0);
      expect(acknowledged.imported).toBe(IMPORTS * IMPORT_ROWS);

      const [listed] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from assignments where campaign_id = ${campaignId}`,
      );
      expect(listed?.n).toBe(PROSPECTS + acknowledged.imported);

      // Every bulk change and undo that answered 200 left one event per record it changed, and no
      // rolled-back one left any: the bulk SDR made nothing else.
      const [bulkEvents] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from activity_events where actor_id = ${bulker.userId}`,
      );
      expect(bulkEvents?.n).toBe(acknowledged.bulkChanged + acknowledged.undoRestored);

      // Each flag's events, whatever order they committed in, lead from unset to its value now: the sets
      // less the unsets is 1 where it is set and 0 where it is not.
      for (const flag of FLAGS) {
        const drift = await flagEventDrift(t.db, ids, flag);
        expect(drift, `${flag}: records whose events do not lead to their value`).toEqual([]);
      }

      const served = await w.sdr.api.get(`/api/campaigns/${campaignId}/metrics?period=all-time`);
      expect(served.statusCode).toBe(200);
      expect(served.json()).toMatchObject(
        (await directMetrics(t.db, { campaignId }, "all-time", new Date(), TEST_TIME_ZONE)) ?? {},
      );
    },
    RUN_MS + 60_000,
  );
});
