import { Worker } from "node:worker_threads";
import pg from "pg";
import { type CannonRun, cannon } from "./lib/cannon.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { fetchProspects, flipWalk } from "./lib/prospect-flips.js";
import { measureEach, type Row, singleRow, type Target } from "./lib/report.js";
import { seedPostgresCampaigns } from "./lib/seed-campaigns.js";
import { type RunningServer, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const PROSPECTS = 10_000;
const ENDPOINTS = 3;
/** As the `workspace` bench measures PATCH throughput. */
const PATCH_CONNECTIONS = 20;
const PATCH_WARMUP_SECONDS = 2;
const PATCH_RUN_SECONDS = 10;
const PATCH_RUNS = 5;
const RATIO_TARGET: Target = { op: ">=", value: 90 };
const DRAIN_TARGET: Target = { op: "<=", value: 5_000 };
/** Longer than any drain the target allows: a drain still running then fails the measurement. */
const DRAIN_GIVE_UP_MS = 120_000;

/**
 * Receivers answering 200 on 127.0.0.1, on a thread of their own: in the bench's own event loop their
 * 1,000 requests a second would slow the load generator and lower the figure measured, which a receiver
 * elsewhere does not do. They count what they receive into shared memory.
 */
const RECEIVERS_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createServer } = require("node:http");
const counts = new Int32Array(workerData.counts);
const urls = [];
let listening = 0;
for (let index = 0; index < workerData.count; index++) {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      Atomics.add(counts, index, 1);
      response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  server.listen(0, "127.0.0.1", () => {
    urls[index] = "http://127.0.0.1:" + server.address().port + "/hooks";
    if (++listening === workerData.count) parentPort.postMessage(urls);
  });
}
`;

interface Receivers {
  urls: string[];
  received(): number;
  close(): Promise<number>;
}

async function startReceivers(count: number): Promise<Receivers> {
  const counts = new SharedArrayBuffer(4 * count);
  const worker = new Worker(RECEIVERS_SOURCE, { eval: true, workerData: { count, counts } });
  const urls = await new Promise<string[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const received = () => new Int32Array(counts).reduce((sum, n) => sum + n, 0);
  return { urls, received, close: () => worker.terminate() };
}

interface Bench {
  server: RunningServer;
  cookie: string;
  campaignId: string;
  database: pg.Client;
}

/** PATCH /api/prospects/{id} from 20 connections, each request flipping one progress flag (`workspace`'s walk). */
async function patchRun(
  bench: Bench,
  walk: ReturnType<typeof flipWalk>,
  seconds: number,
): Promise<CannonRun> {
  return cannon("PATCH /api/prospects/{id}", {
    url: bench.server.url,
    connections: PATCH_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: () => ({
          method: "PATCH",
          ...walk.next(),
          headers: { cookie: bench.cookie, "content-type": "application/json" },
        }),
      },
    ],
  });
}

const count = async (database: pg.Client, statement: string) =>
  Number((await database.query<{ n: number }>(statement)).rows[0]?.n ?? 0);

/** Milliseconds from now until no delivery is pending (polled every 20 ms). */
async function timeDrain(database: pg.Client): Promise<number> {
  const started = performance.now();
  for (;;) {
    const pending = await count(
      database,
      "select count(*)::int as n from webhook_deliveries where status = 'pending'",
    );
    const elapsed = performance.now() - started;
    if (pending === 0) return elapsed;
    if (elapsed > DRAIN_GIVE_UP_MS)
      throw new Error(`${pending} deliveries still pending after ${DRAIN_GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function setEndpoints(bench: Bench, ids: string[], enabled: boolean): Promise<void> {
  for (const id of ids) {
    const response = await fetch(`${bench.server.url}/api/webhooks/${id}`, {
      method: "PATCH",
      headers: { cookie: bench.cookie, "content-type": "application/json" },
      body: JSON.stringify({ enabled }),
    });
    if (response.status !== 200) throw new Error(`switching an endpoint answered ${response.status}`);
  }
}

async function addEndpoints(bench: Bench, urls: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const url of urls) {
    const response = await fetch(`${bench.server.url}/api/webhooks`, {
      method: "POST",
      headers: { cookie: bench.cookie, "content-type": "application/json" },
      body: JSON.stringify({ url, description: "bench" }),
    });
    const body = (await response.json()) as { endpoint: { id: string } };
    if (response.status !== 201) throw new Error(`adding an endpoint answered ${response.status}`);
    ids.push(body.endpoint.id);
  }
  return ids;
}

/**
 * Runs taking turns: one with no endpoint enabled (the `workspace` figure), one with 3 endpoints taking
 * every event; after each of the latter, the time from the load's end until the outbox is drained.
 * Every event written must reach each receiver once.
 */
async function measureTurns(bench: Bench): Promise<Row[]> {
  const receivers = await startReceivers(ENDPOINTS);
  try {
    const ids = await addEndpoints(bench, receivers.urls);
    const walk = flipWalk(await fetchProspects(bench.server, bench.cookie, bench.campaignId));
    await setEndpoints(bench, ids, false);
    await patchRun(bench, walk, PATCH_WARMUP_SECONDS);
    const without: number[] = [];
    const withHooks: number[] = [];
    const drains: number[] = [];
    for (let run = 1; run <= PATCH_RUNS; run++) {
      await setEndpoints(bench, ids, false);
      without.push((await patchRun(bench, walk, PATCH_RUN_SECONDS)).rps);
      await setEndpoints(bench, ids, true);
      withHooks.push((await patchRun(bench, walk, PATCH_RUN_SECONDS)).rps);
      drains.push(await timeDrain(bench.database));
      console.log(
        `  run ${run}/${PATCH_RUNS}: ${Math.round(without[run - 1] ?? 0)} PATCH/s without endpoints, ` +
          `${Math.round(withHooks[run - 1] ?? 0)} with ${ENDPOINTS}; outbox drained ${Math.round(drains[run - 1] ?? 0)} ms after the load`,
      );
    }
    const events = await count(bench.database, "select count(*)::int as n from webhook_events");
    const delivered = await count(
      bench.database,
      "select count(*)::int as n from webhook_deliveries where status = 'delivered'",
    );
    const received = receivers.received();
    console.log(
      `  ${events.toLocaleString("en-US")} events, ${delivered.toLocaleString("en-US")} deliveries, ${received.toLocaleString("en-US")} received`,
    );
    if (delivered !== events * ENDPOINTS || received !== delivered) {
      throw new Error(
        `${events} events should make ${events * ENDPOINTS} deliveries; ${delivered} delivered, ${received} received`,
      );
    }
    const ratios = without.map((rps, index) => (100 * (withHooks[index] ?? 0)) / rps);
    return [
      {
        name: "PATCH prospect, no endpoints (PostgreSQL)",
        ...summarize(without),
        unit: "req/s",
        decimals: 0,
      },
      {
        name: `PATCH prospect, ${ENDPOINTS} endpoints (PostgreSQL)`,
        ...summarize(withHooks),
        unit: "req/s",
        decimals: 0,
      },
      {
        name: `PATCH throughput with ${ENDPOINTS} endpoints, % of without`,
        ...summarize(ratios),
        unit: "%",
        decimals: 0,
        target: RATIO_TARGET,
      },
      {
        name: "outbox drained after the load stops",
        ...summarize(drains),
        unit: "ms",
        decimals: 0,
        target: DRAIN_TARGET,
      },
      singleRow("webhook deliveries sent", delivered, "deliveries", 0),
    ];
  } finally {
    await receivers.close();
  }
}

async function onPostgres(): Promise<Row[]> {
  return withPostgresDatabase("webhooks", (databaseUrl) =>
    withServer(
      { env: benchServerEnv({ DATABASE_URL: databaseUrl, ALLOW_PRIVATE_WEBHOOK_URLS: "true" }) },
      async (server) => {
        const [campaignId = ""] = await seedPostgresCampaigns(databaseUrl, "webhooks", 1, PROSPECTS);
        const database = new pg.Client({ connectionString: databaseUrl });
        await database.connect();
        try {
          return await measureTurns({ server, cookie: await signInAsManager(server), campaignId, database });
        } finally {
          await database.end();
        }
      },
    ),
  );
}

/** Issue 20: PATCH throughput with 3 webhook endpoints taking every event, and how soon deliveries catch up. */
export async function measureWebhooks(): Promise<Row[]> {
  return measureEach([["webhooks (PostgreSQL)", onPostgres]]);
}
