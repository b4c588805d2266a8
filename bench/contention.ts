import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { ImportResult } from "../src/shared/contracts/imports.js";
import { PERIODS } from "../src/shared/contracts/metrics.js";
import { SEQUENCE_TAGS } from "../src/shared/contracts/prospect-fields.js";
import { openLiveStream } from "../tests/helpers/live-stream.js";
import { pick, sample } from "../tests/helpers/random.js";
import { rssMb } from "./lib/process-usage.js";
import { fetchProspects, WALKED_FLAGS } from "./lib/prospect-flips.js";
import { measureEach, type Row, singleRow, type Target } from "./lib/report.js";
import { connectSdr, postgresRunner, seedCampaigns } from "./lib/seed-campaigns.js";
import { scrapeMetrics, withMetricsServer } from "./lib/server-metrics.js";
import type { RunningServer } from "./lib/server-process.js";
import { BENCH_ADMIN, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

/** Client loops running at once, each sending its next request when the last one is answered. */
const CLIENTS = 16;
/** How long the loops run. */
const SECONDS = 180;
/** Campaigns seeded (the `metrics` seed), all on the signed-in SDR's Today queue. */
const CAMPAIGNS = 5;
/** Prospects in each campaign. */
const PER_CAMPAIGN = 2_000;
/** Random prospects of one campaign named by each bulk change. */
const BULK_ROWS = 200;
/** The share of bulk changes undone, by the same client right after the change answers. */
const UNDO_SHARE = 1 / 3;
/** One import into a campaign this often (the first after half of it), beside the client loops. */
const IMPORT_EVERY_MS = 30_000;
/** Rows per imported file: half of them people already in the campaign (updated), half new. */
const IMPORT_ROWS = 400;
/** Live-update streams held open during the load. */
const STREAMS = 4;
/** A request not answered by then counts as failed, and its client goes on. */
const REQUEST_TIMEOUT_MS = 30_000;
/** How often a client picks each kind of request, by weight (an undo follows a third of the bulk changes). */
const MIX = { tick: 40, bulk: 6, list: 12, metrics: 16, today: 14, "team-kpis": 12 } as const;
/** The kinds reported, in the table's order. */
const KINDS = ["tick", "bulk", "undo", "list", "metrics", "today", "team-kpis", "import"] as const;
const NONE: Target = { op: "<=", value: 0 };

type Kind = (typeof KINDS)[number];
const SLOTS = Object.entries(MIX).flatMap(([kind, weight]) => Array<Kind>(weight).fill(kind as Kind));
const coin = () => Math.random() < 0.5;

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/**
 * The import of campaign `index` (0-based): `IMPORT_ROWS / 2` of its seeded people from a random place
 * on (their profiles updated) and as many new people, file `n`.
 */
function importForm(campaignId: string, index: number, n: number): FormData {
  const lines = ["First Name,Last Name,Job Title,Company,LinkedIn URL"];
  const from = Math.floor(Math.random() * PER_CAMPAIGN);
  for (let i = 0; i < IMPORT_ROWS / 2; i++) {
    const seeded = index * PER_CAMPAIGN + ((from + i) % PER_CAMPAIGN) + 1;
    lines.push(`First${seeded},Last${seeded},VP Sales,Company ${seeded % 997},${profile(seeded)}`);
    lines.push(`New${i},Person${n},Head of Sales,Company ${i},${profile(`import-${n}-${i}`)}`);
  }
  const form = new FormData();
  form.append(
    "mappings",
    JSON.stringify({
      firstName: "First Name",
      lastName: "Last Name",
      jobTitle: "Job Title",
      company: "Company",
      linkedinUrl: "LinkedIn URL",
    }),
  );
  form.append("targetEntity", "prospect");
  form.append("campaignId", campaignId);
  form.append("duplicates", "update");
  form.append("file", new Blob([`${lines.join("\r\n")}\r\n`], { type: "text/csv" }), "morning.csv");
  return form;
}
const profile = (id: number | string) => `https://www.linkedin.com/in/contention-${id}`;

/** `db_transaction_retries_total` by reason, from the server's GET /metrics. */
async function transactionRetries(server: RunningServer): Promise<Record<string, number>> {
  const text = await scrapeMetrics(server);
  const counts: Record<string, number> = { deadlock: 0, serialization: 0 };
  for (const [, reason = "", count] of text.matchAll(
    /^db_transaction_retries_total\{reason="(\w+)"\} (\d+)/gm,
  ))
    counts[reason] = Number(count);
  return counts;
}

interface Campaign {
  id: string;
  prospectIds: string[];
}

/** The busy morning on one server: the client loops and the imports, then the rows. */
async function busyMorning(server: RunningServer, databaseUrl: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let campaignIds: string[];
  try {
    campaignIds = await seedCampaigns(postgresRunner(client), "contention", CAMPAIGNS, PER_CAMPAIGN);
    await connectSdr(postgresRunner(client), campaignIds, BENCH_ADMIN.email);
  } finally {
    await client.end();
  }
  const cookie = await signInAsManager(server);
  // Untimed: the first list read of each campaign and the first Today plan every record.
  const campaigns: Campaign[] = [];
  for (const id of campaignIds)
    campaigns.push({ id, prospectIds: (await fetchProspects(server, cookie, id)).map((p) => p.id) });
  await (await fetch(`${server.url}/api/today`, { headers: { cookie } })).arrayBuffer();

  const times = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  /** One request, timed from just before it is sent to its whole answer read; the body of a 200. */
  async function send(kind: Kind, path: string, init: RequestInit = {}): Promise<unknown> {
    const started = performance.now();
    try {
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { cookie, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      times.get(kind)?.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status !== 200) failures.push(`${kind} ${response.status} ${text.slice(0, 160)}`);
      return response.status === 200 ? JSON.parse(text) : undefined;
    } catch (error) {
      statuses.set(0, (statuses.get(0) ?? 0) + 1);
      failures.push(`${kind} no answer: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  async function oneRequest(kind: Kind) {
    const campaign = pick(campaigns);
    const base = `/api/campaigns/${campaign.id}`;
    if (kind === "tick")
      return send(
        kind,
        `/api/prospects/${pick(campaign.prospectIds)}`,
        json("PATCH", { [pick(WALKED_FLAGS)]: coin() }),
      );
    if (kind === "bulk") {
      const change = coin()
        ? { field: "sequenceTag", value: pick(SEQUENCE_TAGS) }
        : { field: pick(WALKED_FLAGS), value: coin() };
      const ids = sample(campaign.prospectIds, BULK_ROWS);
      const result = (await send(kind, `${base}/prospects/bulk`, json("POST", { ids, change }))) as
        | { changeId: string }
        | undefined;
      if (result && Math.random() < UNDO_SHARE)
        await send("undo", `${base}/prospects/bulk/${result.changeId}/undo`, { method: "POST" });
      return;
    }
    if (kind === "list") return send(kind, `${base}/prospects`);
    if (kind === "metrics") return send(kind, `${base}/metrics?period=${pick(PERIODS)}`);
    if (kind === "today") return send(kind, "/api/today");
    return send(kind, `/api/team-kpis?period=${pick(PERIODS)}`);
  }

  const streams = await Promise.all(
    Array.from({ length: STREAMS }, () => openLiveStream(server.url, cookie)),
  );
  try {
    if (streams.some((stream) => stream.status !== 200)) throw new Error("a live-update stream was refused");
    let ended = 0;
    for (const stream of streams) void stream.ended.then(() => ended++);
    const rssStart = await rssMb(server.pid);
    const retriesBefore = await transactionRetries(server);
    const started = performance.now();
    const until = started + SECONDS * 1_000;
    const clientLoop = async () => {
      while (performance.now() < until) await oneRequest(pick(SLOTS));
    };
    const imported: string[] = [];
    const importLoop = async () => {
      for (let n = 0; started + (n + 0.5) * IMPORT_EVERY_MS < until; n++) {
        await sleep(started + (n + 0.5) * IMPORT_EVERY_MS - performance.now());
        const index = n % campaigns.length;
        const result = (await send("import", "/api/import-with-mapping", {
          method: "POST",
          body: importForm(campaigns[index]?.id ?? "", index, n),
        })) as ImportResult | undefined;
        if (result) imported.push(`${result.importedRows} new + ${result.updatedRows} updated`);
      }
    };
    await Promise.all([importLoop(), ...Array.from({ length: CLIENTS }, clientLoop)]);
    const seconds = (performance.now() - started) / 1_000;
    const retriesAfter = await transactionRetries(server);
    const rssEnd = await rssMb(server.pid);

    const retries = (reason: string) => (retriesAfter[reason] ?? 0) - (retriesBefore[reason] ?? 0);
    const answered = [...statuses].reduce((sum, [status, count]) => (status > 0 ? sum + count : sum), 0);
    const serverErrors = [...statuses].reduce(
      (sum, [status, count]) => (status >= 500 ? sum + count : sum),
      0,
    );
    const changeEvents = streams.map(
      (stream) => stream.events.filter((event) => event.event === "change").length,
    );
    console.log(
      `  ${CLIENTS} clients for ${seconds.toFixed(0)} s: ${answered.toLocaleString("en-US")} answers ` +
        `(${(answered / seconds).toFixed(0)}/s), statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `retries ${JSON.stringify(retriesBefore)} -> ${JSON.stringify(retriesAfter)}; ` +
        `streams: ${ended} ended, change events ${changeEvents.join(" / ")}`,
    );
    console.log(`  imports (${IMPORT_ROWS} rows each): ${imported.join(", ")}`);
    for (const failure of failures.slice(0, 5)) console.log(`  not 200: ${failure}`);
    return [
      singleRow(
        `contention, requests answered (${CLIENTS} clients, ${SECONDS / 60} min)`,
        answered,
        "requests",
        0,
      ),
      singleRow("contention, 5xx answers", serverErrors, "answers", 0, NONE),
      singleRow("contention, requests not answered (timeout, error)", statuses.get(0) ?? 0, "requests", 0),
      ...KINDS.filter((kind) => (times.get(kind)?.length ?? 0) > 0).map(
        (kind): Row => ({
          name: `contention, ${kind} latency`,
          ...summarize(times.get(kind) ?? []),
          unit: "ms",
          decimals: 0,
        }),
      ),
      singleRow("contention, transaction retries (deadlock)", retries("deadlock"), "retries", 0),
      singleRow("contention, transaction retries (serialization)", retries("serialization"), "retries", 0),
      singleRow("contention, server RSS at start", rssStart, "MB", 1),
      singleRow("contention, server RSS at end", rssEnd, "MB", 1),
      singleRow(`contention, live-update streams ended (of ${STREAMS})`, ended, "streams", 0),
    ];
  } finally {
    for (const stream of streams) stream.close();
  }
}

export async function measureContention(): Promise<Row[]> {
  return measureEach([["contention", () => withMetricsServer("contention", busyMorning)]]);
}
