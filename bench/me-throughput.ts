import { join } from "node:path";
import { type CannonRun, cannon } from "./lib/cannon.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { errorRow, type Row, type Target } from "./lib/report.js";
import { makeTempDir, projectRoot, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const RUN_SECONDS = 10;
const RUNS = 3;
/**
 * Against the bare server (the target's runs), the same 30 s of the app's in shorter turns: the load
 * of a shared machine moves within seconds, and each ratio compares two neighbouring turns.
 */
const PAIRED_RUN_SECONDS = 5;
const PAIRED_RUNS = 6;
/** req/s over a bare Fastify server's answering a constant, run by run (median of the ratios). */
const POSTGRES_TARGET: Target = { op: ">=", value: 0.4, ratio: true };
const BARE_SERVER = join(projectRoot, "bench/lib/bare-server.mjs");
const SIGN_INS = 40;
const SIGN_IN_WARMUPS = 5;

/** Sequential sign-ins as the manager: each one hashes the password, so this is mostly scrypt. */
async function signInLatencies(server: RunningServer): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SIGN_IN_WARMUPS + SIGN_INS; i++) {
    const started = performance.now();
    await signInAsManager(server);
    if (i >= SIGN_IN_WARMUPS) times.push(performance.now() - started);
  }
  return times;
}

const meRun = (url: string, cookie: string, seconds: number) =>
  cannon("GET /api/auth/me", { url, connections: CONNECTIONS, duration: seconds, headers: { cookie } });

/**
 * Runs `work` with a bare Fastify server (bench/lib/bare-server.mjs) answering `body` on /api/auth/me,
 * started as the app's server is.
 */
const withBareServer = <T>(body: string, work: (bare: RunningServer) => Promise<T>) =>
  withServer({ entry: BARE_SERVER, env: { BARE_BODY: body, LOG_LEVEL: "warn" } }, work);

async function measureServer(label: string, server: RunningServer, target?: Target): Promise<Row[]> {
  const signIns = summarize(await signInLatencies(server));
  console.log(`  ${label} sign-in: median ${signIns.median.toFixed(1)} ms, p95 ${signIns.p95.toFixed(1)} ms`);
  const cookie = await signInAsManager(server);
  const url = `${server.url}/api/auth/me`;
  const body = await (await fetch(url, { headers: { cookie } })).text();
  // PostgreSQL (the target's) runs interleaved with the bare server: bare, app, bare, app...
  const measure = async (bare: RunningServer | null) => {
    const bareUrl = bare ? `${bare.url}/api/auth/me` : null;
    await meRun(url, cookie, WARMUP_SECONDS);
    if (bareUrl) await meRun(bareUrl, cookie, WARMUP_SECONDS);
    const runs: CannonRun[] = [];
    const bareRuns: CannonRun[] = [];
    const [count, seconds] = bareUrl ? [PAIRED_RUNS, PAIRED_RUN_SECONDS] : [RUNS, RUN_SECONDS];
    for (let run = 1; run <= count; run++) {
      const before = bareUrl ? await meRun(bareUrl, cookie, seconds) : null;
      if (before) bareRuns.push(before);
      const result = await meRun(url, cookie, seconds);
      runs.push(result);
      console.log(
        `  ${label} run ${run}/${count}: ${Math.round(result.rps).toLocaleString("en-US")} req/s, ` +
          `p95 ${result.p95Ms.toFixed(2)} ms` +
          (before
            ? `; bare Fastify just before: ${Math.round(before.rps).toLocaleString("en-US")} req/s, ` +
              `ratio ${((result.rps / before.rps) * 100).toFixed(0)} %`
            : ""),
      );
    }
    return { runs, bareRuns };
  };
  const { runs, bareRuns } = target ? await withBareServer(body, measure) : await measure(null);
  const throughput: Row = {
    name: `/api/auth/me throughput (${label})`,
    ...summarize(runs.map((run) => run.rps)),
    unit: "req/s",
    decimals: 0,
  };
  return [
    target
      ? {
          ...throughput,
          target,
          reference: {
            what:
              "a bare Fastify server (same Node, a child process) answering the same body, same autocannon " +
              "settings (ratio: median of run-by-run ratios)",
            figure: summarize(bareRuns.map((run) => run.rps)).median,
            ratio: summarize(runs.map((run, i) => run.rps / (bareRuns[i]?.rps ?? Number.NaN))).median,
          },
        }
      : throughput,
    { name: `POST /api/auth/login, then /me (${label})`, ...signIns, unit: "ms", decimals: 1 },
    {
      name: `/api/auth/me p95 latency (${label})`,
      ...summarize(runs.map((run) => run.p95Ms)),
      unit: "ms",
      decimals: 2,
    },
  ];
}

async function onPglite(): Promise<Row[]> {
  const dataDir = await makeTempDir("me-pglite");
  try {
    return await withServer({ env: benchServerEnv({ DATA_DIR: dataDir }) }, (server) =>
      measureServer("PGlite", server),
    );
  } finally {
    await removeDir(dataDir);
  }
}

async function onPostgres(): Promise<Row[]> {
  return withPostgresDatabase("me", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, (server) =>
      measureServer("PostgreSQL", server, POSTGRES_TARGET),
    ),
  );
}

/** 4. GET /api/auth/me with a valid session, on the embedded database and on PostgreSQL. */
export async function measureMeThroughput(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [label, measure, target] of [
    ["PGlite", onPglite, undefined],
    ["PostgreSQL", onPostgres, POSTGRES_TARGET],
  ] as const) {
    try {
      rows.push(...(await measure()));
    } catch (error) {
      rows.push({
        ...errorRow(`/api/auth/me throughput (${label})`, error),
        unit: "req/s",
        ...(target ? { target } : {}),
      });
    }
  }
  return rows;
}
