import autocannon from "autocannon";
import { withPostgresDatabase } from "./lib/postgres.js";
import { errorRow, type Row, type Target } from "./lib/report.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { percentile, summarize } from "./lib/stats.js";

const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const RUN_SECONDS = 10;
const RUNS = 3;
const POSTGRES_TARGET: Target = { op: ">=", value: 3_000 };

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
  const cookie = await signInAsManager(server);
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
