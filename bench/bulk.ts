import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium.js";
import type { BulkChangeResult } from "../src/shared/contracts/bulk-changes.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { fetchProspects } from "./lib/prospect-flips.js";
import type { Row, Target } from "./lib/report.js";
import { seedPostgresCampaigns } from "./lib/seed-campaigns.js";
import { withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const PROSPECTS = 10_000;
const CHANGED = 1_000;
const WARM_UPS = 2;
const RUNS = 10;
const TABLE = "All Assigned Prospects";
const BULK_TARGET: Target = { op: "<=", value: 1_000 };
const SHOWN_TARGET: Target = { op: "<=", value: 1_000 };
/** Each run sets the other one, so every run changes all 1,000 records. */
const DISPOSITIONS = ["No Reply", "Dead"] as const;

/** The first row's Final Disposition in the open Scheduler reads `value` (checked on every frame). */
const FIRST_ROW_SHOWS = `(value) => {
  const cell = document.querySelector('table[aria-label="${TABLE}"] tbody [aria-label^="Final Disposition for"]');
  return cell !== null && cell.textContent.includes(value);
}`;

/**
 * On PostgreSQL: a 10,000-prospect campaign; one bulk disposition change of 1,000 of its prospects
 * per run, timed from the request to its answer, and to the change showing in the Scheduler that a
 * second session of the manager has open in Chromium (live update, then the list read again).
 */
export async function measureBulk(): Promise<Row[]> {
  return withPostgresDatabase("bulk", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const [campaignId = ""] = await seedPostgresCampaigns(databaseUrl, "bulk", 1, PROSPECTS);
      const cookie = await signInAsManager(server);
      const listed = await fetchProspects(server, cookie, campaignId);
      const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
      try {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const [name, value] = cookie.split("=") as [string, string];
        await context.addCookies([{ name, value, url: server.url }]);
        const page = await context.newPage();
        await page.goto(`${server.url}/campaign/${campaignId}/scheduler`);
        const firstName = await page
          .getByRole("table", { name: TABLE, exact: true })
          .getByRole("button", { name: /^Details for / })
          .first()
          .getAttribute("aria-label", { timeout: 30_000 });
        const first = listed.find((p) => `Details for ${p.firstName} ${p.lastName}` === firstName);
        if (!first) throw new Error(`the Scheduler's first row (${firstName}) is not in the list`);
        const ids = [
          first.id,
          ...listed
            .filter((p) => p.id !== first.id)
            .slice(0, CHANGED - 1)
            .map((p) => p.id),
        ];

        const answered: number[] = [];
        const shown: number[] = [];
        for (let run = 0; run < WARM_UPS + RUNS; run++) {
          const disposition = DISPOSITIONS[run % 2] as string;
          const started = performance.now();
          const response = await fetch(`${server.url}/api/campaigns/${campaignId}/prospects/bulk`, {
            method: "POST",
            headers: { cookie, origin: server.url, "content-type": "application/json" },
            body: JSON.stringify({ ids, change: { field: "finalDisposition", value: disposition } }),
          });
          const text = await response.text();
          const answeredAt = performance.now();
          if (response.status !== 200)
            throw new Error(`bulk answered ${response.status}: ${text.slice(0, 200)}`);
          await page.waitForFunction(FIRST_ROW_SHOWS, disposition, { polling: "raf", timeout: 10_000 });
          const shownAt = performance.now();
          const result = JSON.parse(text) as BulkChangeResult;
          if (run < WARM_UPS) continue;
          if (result.changed !== CHANGED) throw new Error(`run ${run} changed ${result.changed} records`);
          answered.push(answeredAt - started);
          shown.push(shownAt - started);
        }
        const bulk = summarize(answered);
        const seen = summarize(shown);
        console.log(
          `  bulk disposition of ${CHANGED} in ${PROSPECTS}: median ${bulk.median.toFixed(0)} ms, p95 ${bulk.p95.toFixed(0)} ms; ` +
            `shown in the other Scheduler: median ${seen.median.toFixed(0)} ms, p95 ${seen.p95.toFixed(0)} ms`,
        );
        return [
          {
            name: "bulk disposition, 1,000 of 10,000 (PostgreSQL)",
            ...bulk,
            unit: "ms",
            decimals: 0,
            target: BULK_TARGET,
          },
          {
            name: "bulk change shown in another Scheduler (Chromium)",
            ...seen,
            unit: "ms",
            decimals: 0,
            target: SHOWN_TARGET,
          },
        ];
      } finally {
        await browser.close();
      }
    }),
  );
}
