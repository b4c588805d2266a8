import { Worker } from "node:worker_threads";
import pg from "pg";
import { type CannonRun, cannon } from "./lib/cannon.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { cpuSeconds } from "./lib/process-usage.js";
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
 * Receivers on 127.0.0.1, on a thread of their own: in the bench's own event loop their thousands of
 * requests a second would slow the load generator and lower the figure measured, which a receiver
 * elsewhere does not do. Each is a plain TCP server that reads every HTTP/1.1 request on its kept-open
 * connections (headers, then `content-length` bytes of body), answers a fixed `200` and notes the
 * request's `webhook-id`: a receiver that costs little keeps the measurement about the app, on 2 CPUs
 * shared by the server, the database, the load generator and the receivers. The ids are checked
 * afterwards: every event must have reached every receiver exactly once.
 */
const RECEIVERS_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const net = require("node:net");
const ANSWER = Buffer.from("HTTP/1.1 200 OK\\r\\ncontent-length: 0\\r\\n\\r\\n");
const seen = [];
const urls = [];
let listening = 0;
for (let index = 0; index < workerData.count; index++) {
  const ids = new Map();
  seen[index] = ids;
  const server = net.createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let bodyLeft = -1;
    socket.on("data", (chunk) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      for (;;) {
        if (bodyLeft < 0) {
          const end = buffered.indexOf("\\r\\n\\r\\n");
          if (end < 0) return;
          const head = buffered.toString("latin1", 0, end).toLowerCase();
          const length = /\\r\\ncontent-length: *(\\d+)/.exec(head);
          const id = /\\r\\nwebhook-id: *([^\\r]+)/.exec(head);
          const key = id ? id[1].trim() : "";
          ids.set(key, (ids.get(key) || 0) + 1);
          bodyLeft = length ? Number(length[1]) : 0;
          buffered = buffered.subarray(end + 4);
        }
        if (buffered.length < bodyLeft) return;
        buffered = buffered.subarray(bodyLeft);
        bodyLeft = -1;
        socket.write(ANSWER);
      }
    });
    socket.on("error", () => {});
  });
  server.listen(0, "127.0.0.1", () => {
    urls[index] = "http://127.0.0.1:" + server.address().port + "/hooks";
    if (++listening === workerData.count) parentPort.postMessage(urls);
  });
}
parentPort.on("message", () => {
  parentPort.postMessage(seen.map((ids) => [...ids.entries()]));
});
`;

interface Receivers {
  urls: string[];
  /** Each receiver's requests, counted by webhook-id. */
  seen(): Promise<Map<string, number>[]>;
  close(): Promise<number>;
}

async function startReceivers(count: number): Promise<Receivers> {
  const worker = new Worker(RECEIVERS_SOURCE, { eval: true, workerData: { count } });
  const urls = await new Promise<string[]>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  const seen = () =>
    new Promise<Map<string, number>[]>((resolve) => {
      worker.once("message", (lists: [string, number][][]) => resolve(lists.map((list) => new Map(list))));
      worker.postMessage("seen");
    });
  return { urls, seen, close: () => worker.terminate() };
}

/**
 * Every event must have reached each receiver exactly once: no event missing, none twice, nothing that
 * is not an event. Answers the requests received.
 */
function checkExactlyOnce(eventIds: string[], seen: Map<string, number>[]): number {
  let received = 0;
  const known = new Set(eventIds);
  seen.forEach((ids, index) => {
    const missing = eventIds.filter((id) => !ids.has(id)).length;
    const repeated = [...ids.values()].filter((n) => n > 1).length;
    const unknown = [...ids.keys()].filter((id) => !known.has(id)).length;
    if (missing > 0 || repeated > 0 || unknown > 0) {
      throw new Error(
        `receiver ${index + 1}: ${missing} events missing, ${repeated} received more than once, ${unknown} unknown ids`,
      );
    }
    received += [...ids.values()].reduce((sum, n) => sum + n, 0);
  });
  return received;
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

/** Milliseconds from now until no event waits to be routed and no delivery is pending (polled every 20 ms). */
async function timeDrain(database: pg.Client): Promise<number> {
  const started = performance.now();
  for (;;) {
    const pending = await count(
      database,
      `select (select count(*) from webhook_events where unrouted)
          + (select count(*) from webhook_deliveries where status = 'pending') as n`,
    );
    const elapsed = performance.now() - started;
    if (pending === 0) return elapsed;
    if (elapsed > DRAIN_GIVE_UP_MS)
      throw new Error(`${pending} deliveries still pending after ${DRAIN_GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * CPU seconds used so far by everything a PATCH and its deliveries run on: the server, this database's
 * backends and PostgreSQL's writers, and this process (the load generator and the receivers' thread).
 * Per change, it shows what the deliveries add whatever else shares the machine.
 */
async function cpuInUse(bench: Bench): Promise<number> {
  const backends = await bench.database.query<{ pid: number }>(
    `select pid from pg_stat_activity
     where datname = current_database() or backend_type in ('walwriter', 'background writer', 'checkpointer')`,
  );
  const pids = [bench.server.pid, ...backends.rows.map((row) => row.pid)];
  const used = await Promise.all(pids.map((pid) => cpuSeconds(pid).catch(() => 0)));
  const own = process.cpuUsage();
  return used.reduce((sum, seconds) => sum + seconds, 0) + (own.user + own.system) / 1e6;
}

/** A PATCH run, and the CPU milliseconds it used per answered change (`settle` included: the drain). */
async function timedRun(
  bench: Bench,
  walk: ReturnType<typeof flipWalk>,
  settle: () => Promise<unknown> = async () => {},
): Promise<{ rps: number; cpuMsPerChange: number; settled: unknown }> {
  const before = await cpuInUse(bench);
  const { rps } = await patchRun(bench, walk, PATCH_RUN_SECONDS);
  const settled = await settle();
  const used = (await cpuInUse(bench)) - before;
  return { rps, cpuMsPerChange: (1000 * used) / (rps * PATCH_RUN_SECONDS), settled };
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
    const cpuWithout: number[] = [];
    const cpuWith: number[] = [];
    for (let run = 1; run <= PATCH_RUNS; run++) {
      await setEndpoints(bench, ids, false);
      const plain = await timedRun(bench, walk);
      await setEndpoints(bench, ids, true);
      const hooked = await timedRun(bench, walk, () => timeDrain(bench.database));
      without.push(plain.rps);
      withHooks.push(hooked.rps);
      drains.push(hooked.settled as number);
      cpuWithout.push(plain.cpuMsPerChange);
      cpuWith.push(hooked.cpuMsPerChange);
      console.log(
        `  run ${run}/${PATCH_RUNS}: ${Math.round(plain.rps)} PATCH/s without endpoints, ` +
          `${Math.round(hooked.rps)} with ${ENDPOINTS}; outbox drained ${Math.round(hooked.settled as number)} ms after the load; ` +
          `CPU per change ${plain.cpuMsPerChange.toFixed(2)} ms without, ${hooked.cpuMsPerChange.toFixed(2)} ms with (delivery included)`,
      );
    }
    const events = await count(bench.database, "select count(*)::int as n from webhook_events");
    const delivered = await count(
      bench.database,
      "select count(*)::int as n from webhook_deliveries where status = 'delivered'",
    );
    const eventIds = (await bench.database.query<{ id: string }>("select id from webhook_events")).rows.map(
      (row) => row.id,
    );
    const received = checkExactlyOnce(eventIds, await receivers.seen());
    console.log(
      `  ${events.toLocaleString("en-US")} events, ${delivered.toLocaleString("en-US")} deliveries, ${received.toLocaleString("en-US")} received, each event once at each receiver`,
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
      {
        name: "CPU per change, no endpoints (all processes)",
        ...summarize(cpuWithout),
        unit: "ms",
        decimals: 2,
      },
      {
        name: `CPU per change, ${ENDPOINTS} endpoints, delivery included`,
        ...summarize(cpuWith),
        unit: "ms",
        decimals: 2,
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
