import { type CannonRun, cannon } from "./lib/cannon.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { errorRow, type Row, type Target } from "./lib/report.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const RUN_SECONDS = 10;
const RUNS = 3;
const POSTGRES_TARGET: Target = { op: ">=", value: 3_000 };
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

async function measureServer(label: string, server: RunningServer, target?: Target): Promise<Row[]> {
  const signIns = summarize(await signInLatencies(server));
  console.log(`  ${label} sign-in: median ${signIns.median.toFixed(1)} ms, p95 ${signIns.p95.toFixed(1)} ms`);
  const cookie = await signInAsManager(server);
  const url = `${server.url}/api/auth/me`;
  await meRun(url, cookie, WARMUP_SECONDS);
  const runs: CannonRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await meRun(url, cookie, RUN_SECONDS);
    runs.push(result);
    console.log(
      `  ${label} run ${run}/${RUNS}: ${Math.round(result.rps).toLocaleString("en-US")} req/s, ` +
        `p95 ${result.p95Ms.toFixed(2)} ms`,
    );
  }
  return [
    {
      name: `/api/auth/me throughput (${label})`,
      ...summarize(runs.map((run) => run.rps)),
      unit: "req/s",
      decimals: 0,
      ...(target ? { target } : {}),
    },
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
