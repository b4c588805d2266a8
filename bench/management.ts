import { chromium } from "@playwright/test";
import pg from "pg";
import { CHROMIUM_ARGS, findChromium } from "../e2e/support/chromium.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import type { Row, Target } from "./lib/report.js";
import { type RunningServer, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const COMPANIES = 500;
const SDRS = 200;
const SCHEDULERS = 100;
const CONNECTIONS = 500;
const API_RUNS = 30;
const PAGE_RUNS = 5;
const API_TARGET: Target = { op: "<=", value: 30 };
const PAGE_TARGET: Target = { op: "<=", value: 1_000 };

/** 500 companies with campaigns, 200 SDRs, 100 schedulers, 500 matrix rows (every other one Active). */
async function seed(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into companies (company_name, client_name, status)
       select 'Company ' || lpad(n::text, 4, '0'), 'Client ' || n, 'Active' from generate_series(1, $1) n`,
      [COMPANIES],
    );
    await client.query("insert into campaigns (company_id) select id from companies");
    await client.query(
      `insert into sdrs (name, email, status)
       select 'SDR ' || n, 'sdr' || n || '@bench.test', 'Active' from generate_series(1, $1) n`,
      [SDRS],
    );
    await client.query(
      "insert into schedulers (name, status) select 'Scheduler ' || n, 'Ready' from generate_series(1, $1) n",
      [SCHEDULERS],
    );
    await client.query(
      `with c as (select id, row_number() over (order by company_name) n from companies where login_email is null),
            s as (select id, row_number() over (order by email) n from sdrs where email like '%@bench.test'),
            h as (select id, row_number() over (order by name) n from schedulers)
       insert into connections (company_id, sdr_id, scheduler_id, status, created_at)
       select c.id, s.id, h.id, case when g % 2 = 0 then 'Active' else 'Onboarding' end,
              now() - (g || ' minutes')::interval
       from generate_series(1, $1) g
       join c on c.n = ((g - 1) % $2) + 1
       join s on s.n = ((g - 1) % $3) + 1
       join h on h.n = ((g - 1) % $4) + 1`,
      [CONNECTIONS, COMPANIES, SDRS, SCHEDULERS],
    );
    await client.query("commit");
    await client.query("analyze");
  } finally {
    await client.end();
  }
}

async function timeApi(server: RunningServer, cookie: string, path: string): Promise<Row> {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < API_RUNS; i++) {
    const run = await once();
    times.push(run.ms);
    bytes = run.bytes;
  }
  const summary = summarize(times);
  console.log(
    `  GET ${path}: median ${summary.median.toFixed(1)} ms over ${API_RUNS} requests, ${bytes} bytes`,
  );
  return { name: `GET ${path} (PostgreSQL)`, ...summary, unit: "ms", decimals: 1, target: API_TARGET };
}

/** From navigation to the Connection Matrix showing its rows, in a fresh page each run. */
async function timeManagePage(server: RunningServer, cookie: string): Promise<Row> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const [name, value] = cookie.split("=") as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const times: number[] = [];
    for (let run = 0; run <= PAGE_RUNS; run++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/manage-campaigns`);
      await page
        .getByRole("button", { name: "Launch Scheduler for connection 1", exact: true })
        .waitFor({ timeout: 30_000 });
      const elapsed = performance.now() - started;
      await page.close();
      if (run > 0) times.push(elapsed); // the first run warms the server and the browser cache
    }
    const summary = summarize(times);
    console.log(`  Manage Campaigns, Connection Matrix shown: median ${summary.median.toFixed(0)} ms`);
    return {
      name: "Manage Campaigns matrix shown (Chromium)",
      ...summary,
      unit: "ms",
      decimals: 0,
      target: PAGE_TARGET,
    };
  } finally {
    await browser.close();
  }
}

/** Issue 3: management lists at agency scale, on PostgreSQL. */
export async function measureManagement(): Promise<Row[]> {
  return withPostgresDatabase("management", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      await seed(databaseUrl);
      const cookie = await signInAsManager(server);
      return [
        await timeApi(server, cookie, "/api/connection-matrix"),
        await timeApi(server, cookie, "/api/campaigns/active"),
        await timeManagePage(server, cookie),
      ];
    }),
  );
}
