// `npm run bench [-- <names...>] [-- --build]`: runs the measurements and prints one results table.
// It reports and does not gate: a missed target still exits 0; a measurement that fails exits 1.
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { measureBulk } from "./bulk.js";
import { measureChat } from "./chat.js";
import { measureContention } from "./contention.js";
import { measureDigest } from "./digest.js";
import { measureExport } from "./export.js";
import { measureImport } from "./import.js";
import { measureLandingBundle } from "./landing-bundle.js";
import { errorRow, formatTable, formatVerdict, type Row } from "./lib/report.js";
import { isBuilt, projectRoot } from "./lib/server-process.js";
import { measureLinkedinExport } from "./linkedin-export.js";
import { measureLiveLatency, measureMixedLoad, measureSseHold } from "./live-updates.js";
import { measureManagement } from "./management.js";
import { measureMeThroughput } from "./me-throughput.js";
import { measureMetrics } from "./metrics.js";
import { measurePrivacy } from "./privacy.js";
import { measureQueue } from "./queue.js";
import { measureSidePanel } from "./side-panel.js";
import { measureFirstStart, measureStartup } from "./startup.js";
import { measureTeamKpis } from "./team-kpis.js";
import { measureWebhooks } from "./webhooks.js";
import { measureWorkspace } from "./workspace.js";

const MEASUREMENTS: Record<string, { about: string; run: () => Promise<Row[]> }> = {
  startup: { about: "start-up to a healthy /api/health, migrated data dir", run: measureStartup },
  "first-start": { about: "start-up on an empty data dir", run: measureFirstStart },
  "landing-bundle": { about: "gzipped JavaScript the landing page loads", run: measureLandingBundle },
  "me-throughput": { about: "GET /api/auth/me req/s on PGlite and PostgreSQL", run: measureMeThroughput },
  management: {
    about: "management lists and the Manage Campaigns page at 500 companies",
    run: measureManagement,
  },
  metrics: {
    about: "dashboard metrics: a 10,000-prospect campaign, and 500 campaigns x 4,000 prospects",
    run: measureMetrics,
  },
  import: {
    about: "a 10,000-row, 8 MB CSV: analyse + import, re-import, memory, and PostgreSQL's COPY",
    run: measureImport,
  },
  "linkedin-export": {
    about:
      "a seat's LinkedIn data export (3,000 connections, 2,000 invitations, 20,000 messages) against 5 x 4,000 prospects",
    run: measureLinkedinExport,
  },
  workspace: {
    about: "a 10,000-prospect campaign: the prospect list, PATCH throughput and the Scheduler in Chromium",
    run: measureWorkspace,
  },
  bulk: {
    about:
      "a bulk disposition change of 1,000 in a 10,000-prospect campaign, and another Scheduler showing it",
    run: measureBulk,
  },
  chat: {
    about: "Prospect Chat: 2,000 conversations and a 1,000-message thread, API and Chromium",
    run: measureChat,
  },
  "team-kpis": {
    about: "Team KPIs over 1,000,000 activity events from 50 SDRs, on PostgreSQL",
    run: measureTeamKpis,
  },
  "live-latency": {
    about: "live updates: a PATCH on one server to the event in Chromium on another",
    run: measureLiveLatency,
  },
  "sse-hold": {
    about: "live updates: 200 event streams held for a minute, memory, CPU and delivery",
    run: measureSseHold,
  },
  "mixed-load": {
    about: "two servers, 50 connections of reads and PATCHes for a minute, streams open",
    run: measureMixedLoad,
  },
  queue: {
    about: "the Today queue over 200,000 assignments, ticks with the cadence, re-planning a campaign",
    run: measureQueue,
  },
  privacy: {
    about: "erasing a person held in 10 campaigns with 1,000 messages, PostgreSQL and PGlite",
    run: measurePrivacy,
  },
  digest: {
    about: "weekly digests of 500 companies built and queued by one run of the job, on PostgreSQL",
    run: measureDigest,
  },
  export: {
    about: "a 10,000-prospect campaign's Scheduler exported as CSV and .xlsx: time and server memory",
    run: measureExport,
  },
  contention: {
    about: "the mixed load of an agency's busy morning for 3 minutes at 16 clients, on PostgreSQL",
    run: measureContention,
  },
  "side-panel": {
    about:
      "the side panel in Chromium: a LinkedIn tab moved to a prospect until the panel shows the next step",
    run: measureSidePanel,
  },
  webhooks: {
    about:
      "PATCH throughput with 3 webhook endpoints taking every event, and the outbox drained after the load",
    run: measureWebhooks,
  },
};

function usage(): string {
  const names = Object.entries(MEASUREMENTS).map(([name, { about }]) => `  ${name.padEnd(16)} ${about}`);
  return ["Usage: npm run bench [-- [--build] [name...]]", "", "Measurements:", ...names].join("\n");
}

const args = process.argv.slice(2);
if (args.includes("--help") || args.includes("-h")) {
  console.log(usage());
  process.exit(0);
}
const forceBuild = args.includes("--build");
const requested = args.filter((arg) => !arg.startsWith("--"));
const unknown = requested.filter((name) => !(name in MEASUREMENTS));
if (unknown.length > 0) {
  console.error(`Unknown measurement: ${unknown.join(", ")}\n\n${usage()}`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : Object.keys(MEASUREMENTS);

if (forceBuild || !isBuilt()) {
  console.log(forceBuild ? "Building (--build)..." : "No build in dist/: building first...");
  const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
  if (build.status !== 0) {
    console.error("The build failed; nothing was measured.");
    process.exit(1);
  }
}

const formatLoad = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const loadAtStart = formatLoad();

const rows: Row[] = [];
for (const name of selected) {
  const measurement = MEASUREMENTS[name];
  if (!measurement) continue;
  console.log(`\n== ${name}: ${measurement.about}`);
  try {
    rows.push(...(await measurement.run()));
  } catch (error) {
    console.error(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    rows.push(errorRow(name, error));
  }
}

// Every process here shares the machine's CPUs: its load says how far to trust the numbers.
console.log(
  `\nResults (Node ${process.version}, ${availableParallelism()} CPUs, ` +
    `load average ${loadAtStart} at start, ${formatLoad()} at end; ${new Date().toISOString()})\n`,
);
console.log(formatTable(rows));
console.log(`\n${formatVerdict(rows)}`);
process.exitCode = rows.some((row) => row.error) ? 1 : 0;
