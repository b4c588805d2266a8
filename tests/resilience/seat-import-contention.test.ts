import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { normalizeLinkedinUrl } from "../../src/server/core/prospect-fields/dedup.js";
import { flagEventDrift } from "../helpers/event-drift.js";
import { createSdrUser } from "../helpers/factories.js";
import { generateLinkedinExport } from "../helpers/linkedin-export.js";
import { directMetrics } from "../helpers/metrics-direct.js";
import { createProspects } from "../helpers/prospects.js";
import { pick } from "../helpers/random.js";
import { authed, login, TEST_TIME_ZONE } from "../helpers/test-app.js";
import { prospectPath, workspaceSuite } from "../helpers/workspace.js";

// Lock order matters only with several connections writing at once: PostgreSQL only (as in CI).
const onPostgres = inject("testDatabase").kind === "postgres";

const RUN_MS = 15_000;
const PROSPECTS = 60;
const TICKERS = 4;
const FLAGS = ["connected", "m1", "m2", "m3"] as const;
const DAY = 86_400_000;

const { t, w } = workspaceSuite("Contended Seat Co");

describe.skipIf(!onPostgres)("export imports and their undos against ticks on the same prospects", () => {
  it(
    "answers no 5xx, and keeps events and metrics equal to the records",
    async () => {
      const { campaignId } = w.company;
      const prospects = await createProspects(t.db, campaignId, PROSPECTS, (i) => ({
        linkedinUrl: `https://www.linkedin.com/in/contended-${i}`,
      }));
      for (const prospect of prospects) {
        await t.db.execute(
          sql`update prospects set dedup_key = ${normalizeLinkedinUrl(prospect.linkedinUrl)} where id = ${prospect.prospectId}::uuid`,
        );
      }
      const seatUrl = "https://www.linkedin.com/in/contended-seat";
      const created = await w.sdr.api.post("/api/seats", {
        name: "Contended seat",
        profileUrl: seatUrl,
        owner: { kind: "sdr", sdrId: w.sdr.sdrId },
        budget: { accountType: "free", invitesPerDay: 20, invitesPer7Days: 100, messagesPerDay: 100 },
        campaignIds: [campaignId],
      });
      expect(created.statusCode, created.body).toBe(201);
      const seatId = created.json().id as string;
      const now = Date.now();
      const { files } = generateLinkedinExport({
        seat: { url: seatUrl, firstName: "Contended", lastName: "Seat" },
        seed: 3,
        format: "csvs",
        people: prospects.map((prospect, i) => ({
          url: prospect.linkedinUrl,
          firstName: prospect.firstName,
          lastName: prospect.lastName,
          connectedAt: new Date(now - (20 + i) * DAY),
          sdrMessages: [new Date(now - (19 + i) * DAY), new Date(now - (15 + i) * DAY)],
          ...(i % 3 === 0 ? { replies: [{ at: new Date(now - (14 + i) * DAY), text: `Reply ${i}` }] } : {}),
        })),
      });
      const form = () => {
        const body = new FormData();
        for (const file of files) body.append("file", new Blob([file.bytes]), file.name);
        return body;
      };

      const ticker = await createSdrUser(t.db);
      const tickerApi = authed(t.app, await login(t.app, ticker.email, ticker.password, "sdr"));
      const statuses: number[] = [];
      let imports = 0;
      const until = Date.now() + RUN_MS;
      const tick = async () => {
        while (Date.now() < until) {
          const response = await tickerApi.patch(prospectPath(pick(prospects).id), {
            [pick(FLAGS)]: Math.random() < 0.5,
          });
          statuses.push(response.statusCode);
        }
      };
      const importAndUndo = async () => {
        while (Date.now() < until) {
          const imported = await w.sdr.api.post(`/api/seats/${seatId}/imports`, form());
          statuses.push(imported.statusCode);
          if (imported.statusCode !== 201) continue;
          imports += 1;
          const undone = await w.sdr.api.post(`/api/seats/${seatId}/imports/${imported.json().id}/undo`, {});
          statuses.push(undone.statusCode);
        }
      };
      await Promise.all([...Array.from({ length: TICKERS }, tick), importAndUndo()]);

      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(imports).toBeGreaterThan(2);
      // Each flag's events, whoever wrote them, lead from unset to its value now.
      const ids = prospects.map((prospect) => prospect.id);
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
