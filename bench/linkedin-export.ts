import { chmod, writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { generateLinkedinExport } from "../tests/helpers/linkedin-export.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { peakGrowth } from "./lib/process-usage.js";
import { measureEach, type Row, type Target } from "./lib/report.js";
import { postgresRunner, seedCampaigns } from "./lib/seed-campaigns.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const CAMPAIGNS = 5;
const PER_CAMPAIGN = 4_000;
const RUNS = 5;
const DAY = 86_400_000;
const TARGETS = {
  /** The import call's median over the median of COPY of its three CSVs into scratch tables, same run. */
  importRatio: { op: "<=", value: 5, ratio: true } as Target,
  reimportRatio: { op: "<=", value: 2, ratio: true } as Target,
  memory: { op: "<", value: 150 } as Target,
};
const SEAT = { url: "https://www.linkedin.com/in/bench-seat-owner", firstName: "Bench", lastName: "Seat" };

/**
 * The archive: 1,500 prospects connected, each with a 10-message thread (5 from the seat, 5 replies),
 * 1,000 prospects with a pending invitation, and 2,500 people of the member's own network (1,500
 * connections, 1,000 invitations both ways, 2 messages each): 3,000 connections, 2,000 invitations and
 * 20,000 messages.
 */
function archive() {
  const now = Date.now();
  const days = (n: number) => new Date(now - n * DAY);
  const people = Array.from({ length: 2_500 }, (_, k) => {
    const g = k * 8 + 1; // spread over the five campaigns
    const base = { url: `https://www.linkedin.com/in/lx-${g}`, firstName: `First${g}`, lastName: `Last${g}` };
    if (k >= 1_500) return { ...base, pending: true, invitedAt: days(1 + (k % 40)) };
    const start = 20 + (k % 90);
    return {
      ...base,
      connectedAt: days(start),
      sdrMessages: [0, 1, 2, 3, 4].map((n) => days(start - 1 - 3 * n)),
      replies: [0, 1, 2, 3, 4].map((n) => ({
        at: days(start - 2 - 3 * n),
        text: `Reply ${n}: "sounds good", thanks 👍`,
      })),
    };
  });
  return generateLinkedinExport({ seat: SEAT, people, personalContacts: 2_500, seed: 5, format: "csvs" });
}

async function post(server: RunningServer, cookie: string, path: string, body: FormData | object) {
  const form = body instanceof FormData;
  const response = await fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { cookie, ...(form ? {} : { "content-type": "application/json" }) },
    body: form ? body : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown> & { id: string; counts: Record<string, number> };
}

const uploadForm = (files: { name: string; bytes: Uint8Array }[]) => {
  const form = new FormData();
  for (const file of files) form.append("file", new Blob([file.bytes]), file.name);
  return form;
};

/** COPY of the three CSVs into scratch tables of text columns, from the database server's disk. */
async function copyThree(
  client: pg.Client,
  dir: string,
  files: { name: string; bytes: Uint8Array }[],
  run: number,
) {
  const text = (name: string) =>
    Buffer.from(files.find((file) => file.name === name)?.bytes ?? []).toString("utf8");
  // COPY skips one header line; the Notes preamble above Connections' header is cut for it.
  const connections = text("Connections.csv").replace(/^[\s\S]*?\r\n\r\n/, "");
  const paths = {
    connections: join(dir, `connections-${run}.csv`),
    invitations: join(dir, `invitations-${run}.csv`),
    messages: join(dir, `messages-${run}.csv`),
  };
  await writeFile(paths.connections, connections);
  await writeFile(paths.invitations, text("Invitations.csv"));
  await writeFile(paths.messages, text("messages.csv").replace(/^\uFEFF/, ""));
  for (const path of Object.values(paths)) await chmod(path, 0o644);
  await client.query("truncate lx_connections, lx_invitations, lx_messages");
  const started = performance.now();
  await client.query(`copy lx_connections from '${paths.connections}' with (format csv, header true)`);
  await client.query(`copy lx_invitations from '${paths.invitations}' with (format csv, header true)`);
  await client.query(`copy lx_messages from '${paths.messages}' with (format csv, header true)`);
  return performance.now() - started;
}

/**
 * The record as SDRs who tick by hand leave it: the seeded progress (random, and unrelated to this
 * archive) cleared, then half of the archive's connected prospects already ticked invited and connected,
 * and 200 invites ticked for prospects LinkedIn's record does not have (the disagreements to list).
 */
async function recordAsTicked(client: pg.Client, campaignIds: string[]) {
  const flags = ["invite", "connected", "m1", "m2", "m3", "m4", "ff1", "ff2", "ff3", "ff4", "ff5"];
  await client.query(
    `update assignments set ${flags.map((flag) => `${flag}_at = null`).join(", ")}, final_disposition = 'New',
       disposition_at = null, sequence_tag = 'New', last_touch_at = null
     where campaign_id = any($1::uuid[])`,
    [campaignIds],
  );
  const slugNumber = "substring(p.dedup_key from 'lx-([0-9]+)$')::int";
  await client.query(
    `update assignments a set invite_at = now() - interval '130 days', connected_at = now() - interval '125 days'
     from prospects p where p.id = a.prospect_id and ${slugNumber} % 8 = 1 and ${slugNumber} <= 6000`,
  );
  await client.query(
    `update assignments a set invite_at = now() - interval '10 days'
     from prospects p where p.id = a.prospect_id and ${slugNumber} % 8 = 3 and ${slugNumber} <= 1600`,
  );
  await client.query("analyze assignments");
}

async function measure(server: RunningServer, databaseUrl: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const dir = await makeTempDir("linkedin-export");
  try {
    await chmod(dir, 0o755);
    const campaignIds = await seedCampaigns(postgresRunner(client), "lx", CAMPAIGNS, PER_CAMPAIGN);
    await recordAsTicked(client, campaignIds);
    const text = (n: number) => Array.from({ length: n }, (_, k) => `c${k} text`).join(", ");
    await client.query(`create table lx_connections (${text(7)})`);
    await client.query(`create table lx_invitations (${text(7)})`);
    await client.query(`create table lx_messages (${text(12)})`);
    const cookie = await signInAsManager(server);
    const seat = await post(server, cookie, "/api/seats", {
      name: "Bench seat",
      profileUrl: SEAT.url,
      owner: {
        kind: "client",
        companyId: (await client.query("select company_id from campaigns limit 1")).rows[0].company_id,
      },
      budget: { accountType: "premium", invitesPerDay: 20, invitesPer7Days: 100, messagesPerDay: 100 },
      campaignIds,
    });
    const { files } = archive();
    const sizes = files
      .map((file) => `${file.name} ${(file.bytes.length / 1024 / 1024).toFixed(1)} MB`)
      .join(", ");
    const copies: number[] = [];
    const imports: number[] = [];
    const reimports: number[] = [];
    const growth: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const copy = await copyThree(client, dir, files, run);
      const started = performance.now();
      const { value: first, growthMb } = await peakGrowth(server.pid, () =>
        post(server, cookie, `/api/seats/${seat.id}/imports`, uploadForm(files)),
      );
      const importMs = performance.now() - started;
      const againStarted = performance.now();
      const again = await post(server, cookie, `/api/seats/${seat.id}/imports`, uploadForm(files));
      const reimportMs = performance.now() - againStarted;
      if (again.counts.added !== 0 || again.counts.messagesAdded !== 0) {
        throw new Error(`the re-import added ${JSON.stringify(again.counts)}`);
      }
      await post(server, cookie, `/api/seats/${seat.id}/imports/${again.id}/undo`, {});
      await post(server, cookie, `/api/seats/${seat.id}/imports/${first.id}/undo`, {});
      console.log(
        `  run ${run}/${RUNS}${run === 0 ? " (warm-up)" : ""}: COPY ${copy.toFixed(0)} ms, import ${importMs.toFixed(0)} ms ` +
          `(${first.counts.added} added, ${first.counts.messagesAdded} messages, ${first.counts.disagrees} disagree), ` +
          `re-import ${reimportMs.toFixed(0)} ms, memory +${growthMb.toFixed(0)} MB`,
      );
      if (run === 0) continue;
      copies.push(copy);
      imports.push(importMs);
      reimports.push(reimportMs);
      growth.push(growthMb);
    }
    console.log(
      `  (the archive: ${sizes}; ${CAMPAIGNS} campaigns x ${PER_CAMPAIGN.toLocaleString("en-US")} prospects)`,
    );
    const reference = {
      what: "COPY of the three CSVs (3,000 connections, 2,000 invitations, 20,000 messages) into scratch tables, same run",
      figure: summarize(copies).median,
    };
    return [
      {
        name: "export import, 25k rows against 20k prospects (PostgreSQL)",
        ...summarize(imports),
        unit: "ms",
        decimals: 0,
        target: TARGETS.importRatio,
        reference,
      },
      {
        name: "re-import of the same archive (PostgreSQL)",
        ...summarize(reimports),
        unit: "ms",
        decimals: 0,
        target: TARGETS.reimportRatio,
        reference,
      },
      {
        name: "server memory growth during an export import (PostgreSQL)",
        ...summarize(growth),
        unit: "MB",
        decimals: 0,
        target: TARGETS.memory,
      },
    ];
  } finally {
    await client.end();
    await removeDir(dir);
  }
}

/** Issue 37: a seat's LinkedIn data export read against the five campaigns it sends for. */
export async function measureLinkedinExport(): Promise<Row[]> {
  return measureEach([
    [
      "LinkedIn export import (PostgreSQL)",
      () =>
        withPostgresDatabase("linkedin_export", (databaseUrl) =>
          withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, (server) =>
            measure(server, databaseUrl),
          ),
        ),
      TARGETS.importRatio,
    ],
  ]);
}
