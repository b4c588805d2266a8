import autocannon from "autocannon";
import pg from "pg";
import { onInterrupt } from "./lib/cleanup.js";
import { errorRow, type Row, type Target } from "./lib/report.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { percentile, summarize } from "./lib/stats.js";

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const RUN_SECONDS = 10;
const RUNS = 3;
const POSTGRES_TARGET: Target = { op: ">=", value: 3_000 };

/** Where the throwaway PostgreSQL database is created; override with BENCH_POSTGRES_URL. */
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const ADMIN = { email: "bench-manager@example.com", password: "bench-password-1" };

const serverEnv = (database: Record<string, string>) => ({
  ...database,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_RATE_LIMIT_PER_IP: "100000",
  LOG_LEVEL: "warn",
});

/** Signs in as the manager created from ADMIN_EMAIL and returns the `od_session=...` cookie pair. */
async function signIn(server: RunningServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...ADMIN, userType: "sdr" }),
  });
  if (response.status !== 200) throw new Error(`Login answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  const pair = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((value) => value.startsWith("od_session="));
  if (!pair) throw new Error("Login set no od_session cookie.");
  const me = await fetch(`${server.url}/api/auth/me`, { headers: { cookie: pair } });
  if (me.status !== 200) throw new Error(`GET /api/auth/me with the new session answered ${me.status}.`);
  await me.arrayBuffer();
  return pair;
}

interface CannonRun {
  rps: number;
  p95Ms: number;
}

function cannon(url: string, cookie: string, seconds: number): Promise<CannonRun> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { cookie } },
      (error, result) => {
        if (error) return reject(error);
        const answered = result["2xx"] + result.non2xx;
        if (result["2xx"] === 0 || result.non2xx + result.errors > answered * 0.001) {
          return reject(
            new Error(
              `GET /api/auth/me: ${result["2xx"]} ok, ${result.non2xx} non-2xx ` +
                `(${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors, ${result.timeouts} timeouts`,
            ),
          );
        }
        resolve({ rps: result["2xx"] / result.duration, p95Ms: percentile(latencies, 95) });
      },
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

async function measureServer(label: string, server: RunningServer, target?: Target): Promise<Row[]> {
  const cookie = await signIn(server);
  const url = `${server.url}/api/auth/me`;
  await cannon(url, cookie, WARMUP_SECONDS);
  const runs: CannonRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const result = await cannon(url, cookie, RUN_SECONDS);
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
    return await withServer({ env: serverEnv({ DATA_DIR: dataDir }) }, (server) =>
      measureServer("PGlite", server),
    );
  } finally {
    await removeDir(dataDir);
  }
}

async function onPostgres(): Promise<Row[]> {
  const name = `od_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const dropDatabase = () => admin.query(`drop database if exists "${name}" with (force)`);
  try {
    await admin.query(`create database "${name}"`);
    const forget = onInterrupt(dropDatabase);
    try {
      const databaseUrl = new URL(POSTGRES_ADMIN_URL);
      databaseUrl.pathname = `/${name}`;
      return await withServer({ env: serverEnv({ DATABASE_URL: databaseUrl.toString() }) }, (server) =>
        measureServer("PostgreSQL", server, POSTGRES_TARGET),
      );
    } finally {
      forget();
      await dropDatabase();
    }
  } finally {
    await admin.end();
  }
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
