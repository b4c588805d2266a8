import { isDeepStrictEqual } from "node:util";
import pg from "pg";
import { loadConfig } from "../src/server/core/config.js";
import { type Database, openDatabase } from "../src/server/core/db/client.js";
import { readMetrics } from "../src/server/features/campaigns/metrics.service.js";
import type { Metrics } from "../src/shared/contracts/metrics.js";
import { directMetrics } from "../tests/helpers/metrics-direct.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { measureEach, type Row, type Target } from "./lib/report.js";
import { postgresRunner, seedCampaigns, seedPgliteDir } from "./lib/seed-campaigns.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const CAMPAIGN_PROSPECTS = 10_000;
const ALL_CAMPAIGNS = 500;
const PER_CAMPAIGN = 4_000;
const WARM_UPS = 5;
const RUNS = 100;
const REFERENCE_RUNS = 5;
/** The zone the benchmark's servers count days in (APP_TIME_ZONE unset: the process's own). */
const TIME_ZONE = loadConfig({}).timeZone;
/**
 * p95 over the p95 of the same figures as one plain aggregate over the records (metrics-direct.ts). A
 * campaign's 10,000 records are counted in milliseconds, so the served figures (from the roll-up, over
 * HTTP) may take up to 3 times that; over 2 million records the roll-up must take at most half.
 */
const CAMPAIGN_TARGET: Target = { op: "<=", value: 3, on: "p95", ratio: true };
const ALL_TARGET: Target = { op: "<=", value: 0.5, on: "p95", ratio: true };

async function time(label: string, once: () => Promise<void>, runs = RUNS, warmUps = WARM_UPS) {
  for (let i = 0; i < warmUps; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  const summary = summarize(times);
  console.log(
    `  ${label}: median ${summary.median.toFixed(1)} ms, p95 ${summary.p95.toFixed(1)} ms over ${runs} requests`,
  );
  return summary;
}

async function timeApi(server: RunningServer, cookie: string, path: string, name: string, target?: Target) {
  const summary = await time(`GET ${path}`, async () => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body}`);
  });
  const row: Row = { name, ...summary, unit: "ms", decimals: 1 };
  return target ? { ...row, target } : row;
}

async function campaignRows(server: RunningServer, campaignId: string, database: string, target?: Target) {
  const cookie = await signInAsManager(server);
  const base = `/api/campaigns/${campaignId}`;
  return [
    await timeApi(
      server,
      cookie,
      `${base}/metrics?period=all-time`,
      `campaign metrics, 10k prospects, all time (${database})`,
      target,
    ),
    await timeApi(
      server,
      cookie,
      `${base}/metrics?period=this-month`,
      `campaign metrics, 10k prospects, this month (${database})`,
      target,
    ),
    await timeApi(
      server,
      cookie,
      `${base}/activity?period=last-30-days`,
      `campaign daily activity, 10k, last 30 days (${database})`,
    ),
  ];
}

async function campaignOnPostgres(): Promise<Row[]> {
  return withPostgresDatabase("metrics_campaign", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      let campaignId: string;
      try {
        [campaignId = ""] = await seedCampaigns(postgresRunner(client), "bench10k", 1, CAMPAIGN_PROSPECTS);
      } finally {
        await client.end();
      }
      const rows = await campaignRows(server, campaignId, "PostgreSQL");
      const database = await openDatabase({ databaseUrl, poolSize: 2 });
      try {
        for (const [index, period] of [
          [0, "all-time"],
          [1, "this-month"],
        ] as const) {
          const summary = await time(`formulas over the campaign's records (${period})`, async () => {
            await directMetrics(database.db, { campaignId }, period, new Date(), TIME_ZONE);
          });
          const row = rows[index];
          if (row) {
            rows[index] = {
              ...row,
              target: CAMPAIGN_TARGET,
              reference: {
                what: `one aggregate over the campaign's 10k records, ${period}, 100 runs after the requests`,
                figure: summary.p95,
              },
            };
          }
        }
      } finally {
        await database.close();
      }
      return rows;
    }),
  );
}

async function campaignOnPglite(): Promise<Row[]> {
  const dataDir = await makeTempDir("metrics-pglite");
  try {
    const [campaignId = ""] = await seedPgliteDir(dataDir, "bench10k", 1, CAMPAIGN_PROSPECTS);
    return await withServer({ env: benchServerEnv({ DATA_DIR: dataDir }) }, (server) =>
      campaignRows(server, campaignId, "PGlite"),
    );
  } finally {
    await removeDir(dataDir);
  }
}

/** The served figures (from the roll-up) against the formulas straight over the 2 million records. */
async function checkAndTimeReference(database: Database): Promise<Map<string, number>> {
  const now = new Date();
  const p95s = new Map<string, number>();
  for (const period of ["all-time", "last-30-days"] as const) {
    const served = await readMetrics(database.db, { all: true }, period, now, TIME_ZONE);
    let reference: Metrics | null = null;
    const summary = await time(
      `formulas over every record (${period})`,
      async () => {
        reference = await directMetrics(database.db, { all: true }, period, now, TIME_ZONE);
      },
      REFERENCE_RUNS,
      1,
    );
    if (!isDeepStrictEqual(served, reference)) {
      throw new Error(
        `the roll-up and the records disagree (${period}): ${JSON.stringify(served)} vs ${JSON.stringify(reference)}`,
      );
    }
    console.log(`  ${period}: the roll-up equals the formulas over the records: ${JSON.stringify(served)}`);
    p95s.set(period, summary.p95);
  }
  return p95s;
}

async function allCampaignsOnPostgres(): Promise<Row[]> {
  return withPostgresDatabase("metrics_all", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      let campaignIds: string[];
      const started = performance.now();
      try {
        campaignIds = await seedCampaigns(postgresRunner(client), "bench2m", ALL_CAMPAIGNS, PER_CAMPAIGN);
      } finally {
        await client.end();
      }
      const seedSeconds = (performance.now() - started) / 1000;
      console.log(
        `  seeded ${ALL_CAMPAIGNS} campaigns x ${PER_CAMPAIGN} prospects in ${seedSeconds.toFixed(0)} s`,
      );
      const cookie = await signInAsManager(server);
      const rows: Row[] = [
        await timeApi(server, cookie, "/api/metrics?period=all-time", "all-campaign metrics, 2M, all time"),
        await timeApi(
          server,
          cookie,
          "/api/metrics?period=last-30-days",
          "all-campaign metrics, 2M, last 30 days",
        ),
        await timeApi(
          server,
          cookie,
          "/api/activity?period=all-time",
          "all-campaign daily activity, 2M, 90 days",
        ),
        await timeApi(
          server,
          cookie,
          `/api/campaigns/${campaignIds[0]}/metrics?period=this-week`,
          "one campaign's metrics among 2M, this week",
        ),
      ];
      // The reference aggregates read all 2 million records: not held to the app's per-query limits.
      const database = await openDatabase({
        databaseUrl,
        poolSize: 2,
        timeouts: { queryMs: 0, statementMs: 0 },
      });
      try {
        const references = await checkAndTimeReference(database);
        for (const [index, period] of [
          [0, "all-time"],
          [1, "last-30-days"],
        ] as const) {
          const row = rows[index];
          const figure = references.get(period);
          if (row && figure !== undefined) {
            rows[index] = {
              ...row,
              target: ALL_TARGET,
              reference: {
                what: `one aggregate over the 2M records, ${period}, 5 runs after the requests`,
                figure,
              },
            };
          }
        }
      } finally {
        await database.close();
      }
      rows.push({
        name: "seeding 2M assignments, roll-up triggers on",
        runs: 1,
        median: seedSeconds,
        min: seedSeconds,
        max: seedSeconds,
        unit: "s",
        decimals: 0,
      });
      return rows.map((row) =>
        row.name.includes("PostgreSQL") ? row : { ...row, name: `${row.name} (PostgreSQL)` },
      );
    }),
  );
}

/** Issue 4: dashboard figures on a 10,000-prospect campaign and over 2 million prospects. */
export async function measureMetrics(): Promise<Row[]> {
  return measureEach([
    ["campaign metrics, 10k prospects (PostgreSQL)", campaignOnPostgres, CAMPAIGN_TARGET],
    ["campaign metrics, 10k prospects (PGlite)", campaignOnPglite, undefined],
    ["all-campaign metrics, 2M (PostgreSQL)", allCampaignsOnPostgres, ALL_TARGET],
  ]);
}
