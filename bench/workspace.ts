import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium.js";
import { type CannonRun, cannon } from "./lib/cannon.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { type FlipWalk, fetchProspects, flipWalk } from "./lib/prospect-flips.js";
import { measureEach, type Row, type Target } from "./lib/report.js";
import { seedPgliteDir, seedPostgresCampaigns } from "./lib/seed-campaigns.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const PROSPECTS = 10_000;
const LIST_WARM_UPS = 5;
const LIST_RUNS = 30;
const LIST_TARGET: Target = { op: "<=", value: 150, on: "p95" };
const PATCH_CONNECTIONS = 20;
const PATCH_WARMUP_SECONDS = 2;
const PATCH_RUN_SECONDS = 10;
const PATCH_RUNS = 3;
const PATCH_TARGET: Target = { op: ">=", value: 1_500 };
const PAGE_RUNS = 10;
const FIRST_ROWS_TARGET: Target = { op: "<=", value: 1_500, on: "p95" };
const DOM_ROWS_TARGET: Target = { op: "<=", value: 150 };
const TABLE = "All Assigned Prospects";

/**
 * Scrolls the table's box to its end in 40 steps, two frames each, counting the rows in the DOM; answers
 * the most seen and the last row number. A string, as it runs in the page (this project has no DOM types).
 */
const SCROLL_THROUGH = `(async () => {
  const table = document.querySelector('table[aria-label="${TABLE}"]');
  const scroller = table.parentElement;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const rows = () => table.querySelectorAll("tbody tr");
  let most = rows().length;
  for (let step = 0; step <= 40; step++) {
    scroller.scrollTop = ((scroller.scrollHeight - scroller.clientHeight) * step) / 40;
    await frame();
    await frame();
    most = Math.max(most, rows().length);
  }
  const numbers = [...rows()].map((row) => Number(row.querySelector("td")?.textContent));
  return { most, last: Math.max(0, ...numbers.filter(Number.isFinite)) };
})()`;

interface Workspace {
  server: RunningServer;
  cookie: string;
  campaignId: string;
  database: "PostgreSQL" | "PGlite";
}

/**
 * GET /api/campaigns/{id}/prospects, sequentially, whole body read; the size is reported too. Twice:
 * with the list unchanged between requests (the server reuses the list it read, ADR 0011), and with
 * one record ticked (not timed) before each request, so every timed request reads the list afresh.
 */
async function timeList(workspace: Workspace): Promise<Row[]> {
  const { server, cookie, campaignId, database } = workspace;
  const url = `${server.url}/api/campaigns/${campaignId}/prospects`;
  const walk = flipWalk(await fetchProspects(server, cookie, campaignId));
  const tick = async () => {
    const { path, body } = walk.next();
    const response = await fetch(`${server.url}${path}`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json" },
      body,
    });
    if (response.status !== 200) throw new Error(`the tick answered ${response.status}`);
    await response.arrayBuffer();
  };
  let count = 0;
  let bytes = 0;
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`the list answered ${response.status}: ${body.slice(0, 200)}`);
    const elapsed = performance.now() - started;
    bytes = body.length;
    count = (JSON.parse(body) as unknown[]).length;
    return elapsed;
  };
  const measure = async (label: string, before?: () => Promise<void>): Promise<Row> => {
    const timed = async () => {
      await before?.();
      return once();
    };
    for (let i = 0; i < LIST_WARM_UPS; i++) await timed();
    const times: number[] = [];
    for (let i = 0; i < LIST_RUNS; i++) times.push(await timed());
    const summary = summarize(times);
    console.log(
      `  GET prospects, ${label} (${database}): ${count.toLocaleString("en-US")} records, ` +
        `${(bytes / 1e6).toFixed(1)} MB, median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms`,
    );
    return {
      name: `GET campaign prospects 10k, ${label} (${database})`,
      ...summary,
      unit: "ms",
      decimals: 1,
      ...(database === "PostgreSQL" ? { target: LIST_TARGET } : {}),
    };
  };
  return [await measure("unchanged"), await measure("after a change", tick)];
}

/**
 * PATCH /api/prospects/{id} from 20 connections. Every request really changes something: it walks the
 * (record, progress flag) pairs in turn and sends the opposite of the value it last saw, so no request
 * is a no-op and two in flight never touch the same field of the same record.
 */
async function patchThroughput(workspace: Workspace): Promise<Row[]> {
  const { server, cookie, campaignId, database } = workspace;
  const walk = flipWalk(await fetchProspects(server, cookie, campaignId));
  const setupRequest = () => ({
    method: "PATCH",
    ...walk.next(),
    headers: { cookie, "content-type": "application/json" },
  });
  const run = (seconds: number) =>
    cannon("PATCH /api/prospects/{id}", {
      url: server.url,
      connections: PATCH_CONNECTIONS,
      duration: seconds,
      requests: [{ setupRequest }],
    });
  await run(PATCH_WARMUP_SECONDS);
  const runs: CannonRun[] = [];
  for (let i = 1; i <= PATCH_RUNS; i++) {
    const result = await run(PATCH_RUN_SECONDS);
    runs.push(result);
    console.log(
      `  PATCH (${database}) run ${i}/${PATCH_RUNS}: ${Math.round(result.rps).toLocaleString("en-US")} req/s, ` +
        `p95 ${result.p95Ms.toFixed(1)} ms`,
    );
  }
  await checkSaved(workspace, walk);
  return [
    {
      name: `PATCH prospect, 20 connections (${database})`,
      ...summarize(runs.map((run) => run.rps)),
      unit: "req/s",
      decimals: 0,
      ...(database === "PostgreSQL" ? { target: PATCH_TARGET } : {}),
    },
    {
      name: `PATCH prospect p95 latency (${database})`,
      ...summarize(runs.map((run) => run.p95Ms)),
      unit: "ms",
      decimals: 1,
    },
  ];
}

/** The records must hold what the last PATCH of each field said, or the throughput counted nothing. */
async function checkSaved({ server, cookie, campaignId }: Workspace, walk: FlipWalk): Promise<void> {
  const wrong = walk.mismatches(await fetchProspects(server, cookie, campaignId));
  // Requests still in flight when a run stops were prepared (and counted here) but never sent.
  const unsent = PATCH_CONNECTIONS * (PATCH_RUNS + 1);
  if (wrong > unsent) throw new Error(`${wrong} records do not hold the values last sent`);
}

/**
 * The Scheduler in Chromium: from navigation to the first prospect row being visible, in a new page
 * each run after a warm-up; then the table is scrolled to its end while the rows in the DOM are counted.
 */
async function schedulerPage({ server, cookie, campaignId }: Workspace): Promise<Row[]> {
  const listed = (await fetchProspects(server, cookie, campaignId)).length;
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const times: number[] = [];
    const domRows: number[] = [];
    for (let run = 0; run <= PAGE_RUNS; run++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/campaign/${campaignId}/scheduler`);
      const table = page.getByRole("table", { name: TABLE, exact: true });
      await table
        .getByRole("button", { name: /^Details for / })
        .first()
        .waitFor({ timeout: 30_000 });
      const elapsed = performance.now() - started;
      const seen = (await page.evaluate(SCROLL_THROUGH)) as { most: number; last: number };
      await page.close();
      if (seen.last !== listed) throw new Error(`scrolled to row ${seen.last}, expected ${listed}`);
      if (run === 0) continue; // the first run warms the server and the browser cache
      times.push(elapsed);
      domRows.push(seen.most);
    }
    const shown = summarize(times);
    const rows = summarize(domRows);
    console.log(
      `  Scheduler, first rows visible: median ${shown.median.toFixed(0)} ms, p95 ${shown.p95.toFixed(0)} ms; ` +
        `at most ${rows.max} table rows in the DOM while scrolling`,
    );
    return [
      {
        name: "Scheduler 10k, first rows visible (Chromium, PostgreSQL)",
        ...shown,
        unit: "ms",
        decimals: 0,
        target: FIRST_ROWS_TARGET,
      },
      {
        name: "Scheduler 10k, most table rows in the DOM while scrolling",
        ...rows,
        median: rows.max,
        unit: "rows",
        decimals: 0,
        target: DOM_ROWS_TARGET,
      },
    ];
  } finally {
    await browser.close();
  }
}

async function onPostgres(): Promise<Row[]> {
  return withPostgresDatabase("workspace", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const [campaignId = ""] = await seedPostgresCampaigns(databaseUrl, "workspace", 1, PROSPECTS);
      const workspace: Workspace = {
        server,
        cookie: await signInAsManager(server),
        campaignId,
        database: "PostgreSQL",
      };
      return [
        ...(await timeList(workspace)),
        ...(await schedulerPage(workspace)),
        ...(await patchThroughput(workspace)),
      ];
    }),
  );
}

async function onPglite(): Promise<Row[]> {
  const dataDir = await makeTempDir("workspace-pglite");
  try {
    const [campaignId = ""] = await seedPgliteDir(dataDir, "workspace", 1, PROSPECTS);
    return await withServer({ env: benchServerEnv({ DATA_DIR: dataDir }) }, async (server) => {
      const workspace: Workspace = {
        server,
        cookie: await signInAsManager(server),
        campaignId,
        database: "PGlite",
      };
      return [...(await timeList(workspace)), ...(await patchThroughput(workspace))];
    });
  } finally {
    await removeDir(dataDir);
  }
}

/** Issue 4: the campaign workspace with 10,000 prospects: the list, saving ticks, and the Scheduler. */
export async function measureWorkspace(): Promise<Row[]> {
  return measureEach([
    ["workspace (PostgreSQL)", onPostgres],
    ["workspace (PGlite)", onPglite],
  ]);
}
