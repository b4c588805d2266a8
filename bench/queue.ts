import pg from "pg";
import { type Cadence, cadenceSchema } from "../src/shared/contracts/cadence.js";
import type { CampaignCadence } from "../src/shared/contracts/endpoints/cadence.js";
import { QUEUE_TASK_LIMIT, type TodayQueue } from "../src/shared/contracts/endpoints/queue.js";
import { type CannonRun, cannon } from "./lib/cannon.js";
import { patchReference } from "./lib/pgbench.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { type FlipWalk, fetchProspects, flipWalk } from "./lib/prospect-flips.js";
import { managerId } from "./lib/references.js";
import { measureEach, type Row, singleRow, type Target } from "./lib/report.js";
import { connectSdr, postgresRunner, saveCadences, seedCampaigns } from "./lib/seed-campaigns.js";
import { type RunningServer, withServer } from "./lib/server-process.js";
import { BENCH_ADMIN, benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { type Summary, summarize } from "./lib/stats.js";

const CAMPAIGNS = 50;
const PER_CAMPAIGN = 4_000;
const ASSIGNMENTS = CAMPAIGNS * PER_CAMPAIGN;
/** The comparison campaign, seeded like the workspace bench's. */
const WORKSPACE_PROSPECTS = 10_000;
const READ_WARM_UPS = 5;
const READ_RUNS = 30;
/** p95 over the p95 of a plain query of the same counts and first tasks, timed alternately. */
const QUEUE_TARGET: Target = { op: "<=", value: 3, on: "p95", ratio: true };
const CADENCE_WARM_UPS = 2;
const CADENCE_RUNS = 30;
/**
 * p95 over the p95 of reading the campaign's 4,000 assignments with their people and rewriting their
 * 4,000 plans in one transaction (the same rows read and written, without the planning itself).
 */
const CADENCE_TARGET: Target = { op: "<=", value: 5, on: "p95", ratio: true };
const PATCH_CONNECTIONS = 20;
const PATCH_WARMUP_SECONDS = 2;
const PATCH_RUN_SECONDS = 10;
const PATCH_RUNS = 3;
/** The campaign with its cadence in place within 15 % of the workspace-like campaign's PATCH/s. */
const RATIO_TARGET: Target = { op: ">=", value: 85 };
/** PATCH/s on the campaign with its cadence over pgbench's tps doing the same statements on its records. */
const PGBENCH_TARGET: Target = { op: ">=", value: 0.5, ratio: true };

/**
 * The plain form of the Today queue's reads over the SDR's campaigns ($1): each campaign's overdue,
 * today and upcoming plans counted, and the first 100 due tasks with their people, as JSON.
 */
const QUEUE_QUERY = `with counts as (
    select campaign_id, count(*) filter (where due_on < current_date) as overdue,
      count(*) filter (where due_on = current_date) as today,
      count(*) filter (where due_on > current_date and due_on <= current_date + 7) as upcoming
    from assignment_plans where campaign_id = any($1::uuid[]) and kind in ('step', 'withdraw')
    group by campaign_id
  ), tasks as (
    select pl.assignment_id, pl.campaign_id, pl.kind, pl.step, pl.due_on, p.first_name, p.last_name, p.company
    from assignment_plans pl join assignments a on a.id = pl.assignment_id join prospects p on p.id = a.prospect_id
    where pl.campaign_id = any($1::uuid[]) and pl.kind in ('step', 'withdraw') and pl.due_on <= current_date + 7
    order by pl.due_on, pl.assignment_id limit 100
  )
  select (select json_agg(counts) from counts)::text as counts, (select json_agg(tasks) from tasks)::text as tasks`;

/** The defaults in UTC (the bench campaigns' saved cadence), and the same with Saturday a working day. */
const WEEKDAYS: Cadence = cadenceSchema.parse({ timeZone: "UTC" });
const WITH_SATURDAY: Cadence = cadenceSchema.parse({ timeZone: "UTC", workingDays: [1, 2, 3, 4, 5, 6] });

interface Bench {
  server: RunningServer;
  cookie: string;
  client: pg.Client;
  databaseUrl: string;
  queueCampaigns: string[];
  workspaceCampaign: string;
}

const seconds = (started: number) => (performance.now() - started) / 1000;

async function sendOk(server: RunningServer, cookie: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { cookie, ...(init.body ? { "content-type": "application/json" } : {}) },
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${init.method ?? "GET"} ${path} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return body;
}

/** One tick (not timed): the next flip of the walk, which must answer 200. */
const ticker = (bench: Bench, walk: FlipWalk) => async () => {
  const { path, body } = walk.next();
  await sendOk(bench.server, bench.cookie, path, { method: "PATCH", body });
};

function logSummary(label: string, summary: Summary, unit = "ms") {
  console.log(
    `  ${label}: median ${summary.median.toFixed(1)} ${unit}, p95 ${summary.p95.toFixed(1)} ${unit} ` +
      `over ${summary.runs} runs`,
  );
}

/** GET /api/today, whole body read and parsed; the queue must hold every campaign and a full page of tasks. */
async function readQueue(bench: Bench): Promise<{ ms: number; queue: TodayQueue }> {
  const started = performance.now();
  const body = await sendOk(bench.server, bench.cookie, "/api/today");
  const ms = performance.now() - started;
  const queue = JSON.parse(body) as TodayQueue;
  if (queue.clients.length !== CAMPAIGNS) {
    throw new Error(`the queue has ${queue.clients.length} clients, expected ${CAMPAIGNS}`);
  }
  if (queue.tasks.length !== QUEUE_TASK_LIMIT) {
    throw new Error(`the queue has ${queue.tasks.length} tasks, expected ${QUEUE_TASK_LIMIT}`);
  }
  return { ms, queue };
}

/**
 * The Today queue: the first read (which plans all 200,000 assignments) as information; then, once the
 * plans are vacuumed and analysed, and after warm-ups, sequential reads with nothing changing, and reads
 * each after one tick (not timed) in one of the SDR's campaigns, so each read re-plans one stale
 * assignment first.
 */
async function timeQueue(bench: Bench): Promise<Row[]> {
  const first = await readQueue(bench);
  const { due, heldBack, tasks } = first.queue;
  const timings = new Set(tasks.map((task) => task.timing));
  console.log(
    `  first GET /api/today (plans ${ASSIGNMENTS.toLocaleString("en-US")} assignments): ` +
      `${(first.ms / 1000).toFixed(1)} s; due overdue ${due.overdue.toLocaleString("en-US")}, ` +
      `today ${due.today.toLocaleString("en-US")}, upcoming ${due.upcoming.toLocaleString("en-US")}, ` +
      `held back by the budget ${heldBack.toLocaleString("en-US")}; first ${tasks.length} tasks: ${[...timings].join(", ")}`,
  );
  if (due.overdue === 0 || due.today === 0 || due.upcoming === 0) {
    throw new Error(`the seeded queue lacks overdue, today or upcoming work: ${JSON.stringify(due)}`);
  }
  // What autovacuum does within a minute or so of that bulk write (200,000 plans written, as many stale
  // rows deleted), done now so the timed reads do not depend on when it comes.
  const vacuumStarted = performance.now();
  await bench.client.query("vacuum analyze assignment_plans, assignment_plan_stale");
  console.log(`  vacuum analyze of the plans after the first read: ${seconds(vacuumStarted).toFixed(1)} s`);
  const walk = flipWalk(await fetchProspects(bench.server, bench.cookie, bench.queueCampaigns[0] ?? ""));
  const tick = ticker(bench, walk);
  const plain = async () => {
    const started = performance.now();
    await bench.client.query(QUEUE_QUERY, [bench.queueCampaigns]);
    return performance.now() - started;
  };
  const measure = async (label: string, before?: () => Promise<void>): Promise<Row> => {
    const timed = async () => {
      await before?.();
      return (await readQueue(bench)).ms;
    };
    for (let i = 0; i < READ_WARM_UPS; i++) {
      await timed();
      await plain();
    }
    const times: number[] = [];
    const plainTimes: number[] = [];
    for (let i = 0; i < READ_RUNS; i++) {
      times.push(await timed());
      plainTimes.push(await plain());
    }
    const summary = summarize(times);
    const reference = summarize(plainTimes);
    logSummary(`GET /api/today, ${label}`, summary);
    logSummary("the plain counts and first tasks", reference);
    return {
      name: `Today queue, ${CAMPAIGNS} x ${PER_CAMPAIGN.toLocaleString("en-US")}, ${label} (PostgreSQL)`,
      ...summary,
      unit: "ms",
      decimals: 1,
      target: QUEUE_TARGET,
      reference: {
        what: "one plain query: each campaign's due plans counted and the first 100 due tasks, as JSON",
        figure: reference.p95,
      },
    };
  };
  return [
    singleRow(
      `Today queue, first read planning ${ASSIGNMENTS.toLocaleString("en-US")} assignments (PostgreSQL)`,
      first.ms / 1000,
      "s",
      1,
    ),
    await measure("unchanged"),
    await measure("after one tick", tick),
  ];
}

/** The stored plans of one campaign, one text per assignment, to count what a cadence change moved. */
async function plansOf(client: pg.Client, campaignId: string): Promise<Map<string, string>> {
  const { rows } = await client.query<{ id: string; plan: string }>(
    `select assignment_id::text as id, concat_ws('|', kind, step, due_on, stop_cause) as plan
     from assignment_plans where campaign_id = $1`,
    [campaignId],
  );
  return new Map(rows.map((row) => [row.id, row.plan]));
}

/**
 * PUT /api/campaigns/{id}/cadence, alternating Monday to Friday and Monday to Saturday, so every save
 * changes the settings and re-plans the campaign's 4,000 assignments before it answers.
 */
async function timeCadenceSaves(bench: Bench): Promise<Row[]> {
  const campaignId = bench.queueCampaigns[1] ?? "";
  const path = `/api/campaigns/${campaignId}/cadence`;
  let saves = 0;
  const save = async () => {
    const settings = saves++ % 2 === 0 ? WITH_SATURDAY : WEEKDAYS;
    const started = performance.now();
    const body = await sendOk(bench.server, bench.cookie, path, {
      method: "PUT",
      body: JSON.stringify(settings),
    });
    const ms = performance.now() - started;
    const saved = JSON.parse(body) as CampaignCadence;
    if (saved.cadence.workingDays.join() !== settings.workingDays.join()) {
      throw new Error(
        `the cadence saved working days ${saved.cadence.workingDays}, not ${settings.workingDays}`,
      );
    }
    return ms;
  };
  const before = await plansOf(bench.client, campaignId);
  await save();
  const after = await plansOf(bench.client, campaignId);
  const moved = [...after].filter(([id, plan]) => before.get(id) !== plan).length;
  console.log(
    `  one cadence change moved ${moved.toLocaleString("en-US")} of ${after.size.toLocaleString("en-US")} plans`,
  );
  if (moved === 0) throw new Error("the cadence change moved no plan");
  // The same rows read and written: the assignments with their people, and every plan rewritten.
  const plain = async () => {
    const started = performance.now();
    await bench.client.query("begin");
    await bench.client.query(
      `select a.*, p.company, p.email from assignments a join prospects p on p.id = a.prospect_id
       where a.campaign_id = $1`,
      [campaignId],
    );
    await bench.client.query("update assignment_plans set due_on = due_on where campaign_id = $1", [
      campaignId,
    ]);
    await bench.client.query("commit");
    return performance.now() - started;
  };
  for (let i = 1; i < CADENCE_WARM_UPS; i++) {
    await save();
    await plain();
  }
  const times: number[] = [];
  const plainTimes: number[] = [];
  for (let i = 0; i < CADENCE_RUNS; i++) {
    times.push(await save());
    plainTimes.push(await plain());
  }
  const summary = summarize(times);
  const reference = summarize(plainTimes);
  logSummary("PUT cadence (re-plans 4,000)", summary);
  logSummary("the same 4,000 assignments read and their plans rewritten", reference);
  return [
    {
      name: `PUT cadence, re-plans ${PER_CAMPAIGN.toLocaleString("en-US")} assignments (PostgreSQL)`,
      ...summary,
      unit: "ms",
      decimals: 0,
      target: CADENCE_TARGET,
      reference: {
        what: "the 4,000 assignments and their people read, and their 4,000 plans rewritten, one transaction",
        figure: reference.p95,
      },
    },
  ];
}

interface PatchTarget {
  label: string;
  campaignId: string;
  walk: FlipWalk;
  runs: CannonRun[];
}

/**
 * PATCH /api/prospects/{id} from 20 connections, each request flipping one progress flag (the workspace
 * walk without invites), on a campaign with its cadence in place and on the workspace-like campaign,
 * their runs taking turns so both see the same load; the ratio is taken run by run. Afterwards every
 * record must hold the values last sent.
 */
async function patchThroughput(bench: Bench): Promise<Row[]> {
  const targets: PatchTarget[] = [];
  for (const [label, campaignId] of [
    [
      `campaign with cadence (${PER_CAMPAIGN.toLocaleString("en-US")} of 200k)`,
      bench.queueCampaigns[2] ?? "",
    ],
    ["workspace-like campaign (10k, default cadence)", bench.workspaceCampaign],
  ] as const) {
    const prospects = await fetchProspects(bench.server, bench.cookie, campaignId);
    targets.push({ label, campaignId, walk: flipWalk(prospects), runs: [] });
  }
  const run = (target: PatchTarget, seconds: number) =>
    cannon(`PATCH /api/prospects/{id}, ${target.label}`, {
      url: bench.server.url,
      connections: PATCH_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: () => ({
            method: "PATCH",
            ...target.walk.next(),
            headers: { cookie: bench.cookie, "content-type": "application/json" },
          }),
        },
      ],
    });
  const [cadence, workspace] = targets as [PatchTarget, PatchTarget];
  // pgbench flips the cadence campaign's records too: its walk goes on from what they hold.
  const cadenceRecords = await fetchProspects(bench.server, bench.cookie, cadence.campaignId);
  const reference = await patchReference(
    bench.databaseUrl,
    cadenceRecords.map((record) => record.id),
    await managerId(bench.databaseUrl),
  );
  const pgbenchRuns: number[] = [];
  // Requests still in flight when a run stopped were prepared (and counted) but never sent.
  const check = async (target: PatchTarget, unsent: number) => {
    const wrong = target.walk.mismatches(await fetchProspects(bench.server, bench.cookie, target.campaignId));
    if (wrong > unsent) throw new Error(`${target.label}: ${wrong} records do not hold the values last sent`);
  };
  try {
    for (const target of targets) await run(target, PATCH_WARMUP_SECONDS);
    await reference.run(PATCH_WARMUP_SECONDS, PATCH_CONNECTIONS);
    for (let i = 1; i <= PATCH_RUNS; i++) {
      const tps = await reference.run(PATCH_RUN_SECONDS, PATCH_CONNECTIONS);
      pgbenchRuns.push(tps);
      console.log(`  pgbench, the same statements on the campaign with cadence: ${Math.round(tps)} tps`);
      cadence.walk.resync(await fetchProspects(bench.server, bench.cookie, cadence.campaignId));
      // The campaigns take turns going first, so neither always runs right after the other.
      for (const target of i % 2 === 1 ? [...targets].reverse() : targets) {
        const result = await run(target, PATCH_RUN_SECONDS);
        target.runs.push(result);
        console.log(
          `  PATCH ${target.label}, run ${i}/${PATCH_RUNS}: ` +
            `${Math.round(result.rps).toLocaleString("en-US")} req/s, p95 ${result.p95Ms.toFixed(1)} ms`,
        );
      }
      await check(cadence, PATCH_CONNECTIONS);
    }
  } finally {
    await reference.close();
  }
  await check(workspace, PATCH_CONNECTIONS * (PATCH_RUNS + 1));
  const ratios = cadence.runs.map((result, i) => (100 * result.rps) / (workspace.runs[i]?.rps ?? Number.NaN));
  const ratio = summarize(ratios);
  console.log(
    `  PATCH/s with the cadence over the workspace-like campaign, run by run: ` +
      `${ratios.map((value) => `${value.toFixed(0)} %`).join(", ")}`,
  );
  const pgbench = summarize(pgbenchRuns);
  return [
    ...targets.flatMap((target): Row[] => [
      {
        name: `PATCH prospect, 20 connections, ${target.label} (PostgreSQL)`,
        ...summarize(target.runs.map((result) => result.rps)),
        unit: "req/s",
        decimals: 0,
        ...(target === cadence
          ? {
              target: PGBENCH_TARGET,
              reference: {
                what:
                  "pgbench, 20 clients: the same update, event insert and read-back on the campaign's records " +
                  "(tps; ratio: median of run-by-run ratios)",
                figure: pgbench.median,
                ratio: summarize(target.runs.map((result, i) => result.rps / (pgbenchRuns[i] ?? Number.NaN)))
                  .median,
              },
            }
          : {}),
      },
      {
        name: `PATCH prospect p95 latency, ${target.label} (PostgreSQL)`,
        ...summarize(target.runs.map((result) => result.p95Ms)),
        unit: "ms",
        decimals: 1,
      },
    ]),
    {
      name: "PATCH/s with the cadence over the workspace-like campaign's, same run",
      ...ratio,
      unit: "%",
      decimals: 0,
      target: RATIO_TARGET,
    },
  ];
}

/**
 * 50 campaigns x 4,000 prospects (the `metrics` seed) with a saved cadence each, all on Active
 * connection-matrix rows naming the bench manager's roster entry, and a 10,000-prospect campaign seeded
 * like the workspace bench's (on no SDR's queue). Nothing is planned yet: the triggers left every
 * assignment stale.
 */
async function seed(client: pg.Client) {
  const run = postgresRunner(client);
  const started = performance.now();
  const queueCampaigns = await seedCampaigns(run, "queue", CAMPAIGNS, PER_CAMPAIGN);
  const [workspaceCampaign = ""] = await seedCampaigns(run, "workspace", 1, WORKSPACE_PROSPECTS);
  await saveCadences(run, queueCampaigns, WEEKDAYS);
  await connectSdr(run, queueCampaigns, BENCH_ADMIN.email);
  const seedSeconds = seconds(started);
  const [stale] = (await run("select count(*)::int as n from assignment_plan_stale")) as { n: number }[];
  console.log(
    `  seeded ${CAMPAIGNS} campaigns x ${PER_CAMPAIGN.toLocaleString("en-US")} prospects and one of ` +
      `${WORKSPACE_PROSPECTS.toLocaleString("en-US")} in ${seedSeconds.toFixed(1)} s ` +
      `(${stale?.n.toLocaleString("en-US")} assignments waiting to be planned)`,
  );
  return { queueCampaigns, workspaceCampaign, seedSeconds };
}

async function onPostgres(): Promise<Row[]> {
  return withPostgresDatabase("queue", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { queueCampaigns, workspaceCampaign, seedSeconds } = await seed(client);
        const bench: Bench = {
          server,
          cookie: await signInAsManager(server),
          client,
          databaseUrl,
          queueCampaigns,
          workspaceCampaign,
        };
        const rows = await measureEach([
          ["Today queue (PostgreSQL)", () => timeQueue(bench), QUEUE_TARGET],
          ["PUT cadence (PostgreSQL)", () => timeCadenceSaves(bench), CADENCE_TARGET],
          ["PATCH with the cadence (PostgreSQL)", () => patchThroughput(bench), RATIO_TARGET],
        ]);
        rows.push(
          singleRow(
            `seeding ${(ASSIGNMENTS + WORKSPACE_PROSPECTS).toLocaleString("en-US")} assignments (PostgreSQL)`,
            seedSeconds,
            "s",
            0,
          ),
        );
        return rows;
      } finally {
        await client.end();
      }
    }),
  );
}

/**
 * Issue 17: an SDR's Today queue over 50 campaigns x 4,000 prospects, ticks with the cadence in place
 * against a workspace-like campaign, and re-planning a campaign when its cadence changes.
 */
export async function measureQueue(): Promise<Row[]> {
  return measureEach([["Today queue, 200k assignments (PostgreSQL)", onPostgres, QUEUE_TARGET]]);
}
