import ExcelJS from "exceljs";
import { withPostgresDatabase } from "./lib/postgres.js";
import { peakGrowth } from "./lib/process-usage.js";
import { listRowsQuery, psqlCopyCsv } from "./lib/references.js";
import { measureEach, type Row, type Target } from "./lib/report.js";
import { seedPgliteDir, seedPostgresCampaigns } from "./lib/seed-campaigns.js";
import { makeTempDir, type RunningServer, removeDir, withServer } from "./lib/server-process.js";
import { benchServerEnv, signInAsManager } from "./lib/sign-in.js";
import { summarize } from "./lib/stats.js";

const PROSPECTS = 10_000;
const RUNS = 5;
/**
 * On PostgreSQL, over the same rows written as CSV by COPY (through psql), timed alternately with the
 * exports; PGlite's are reported. The .xlsx is zipped XML built in the server: more work than CSV.
 */
const TARGETS = {
  csv: { op: "<=", value: 5, ratio: true } as Target,
  xlsx: { op: "<=", value: 20, ratio: true } as Target,
  memory: { op: "<", value: 100 } as Target,
};

type Format = "csv" | "xlsx";

/** One export, its body read to the end; the time is from the request to the last byte. */
async function download(server: RunningServer, cookie: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.toString()}`);
  return { ms, body };
}

/** The data rows of an export (the header row left out), to check it holds the whole list. */
async function rowCount(format: Format, body: Buffer): Promise<number> {
  if (format === "csv") return body.toString("utf8").split("\r\n").filter(Boolean).length - 1;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return (workbook.worksheets[0]?.actualRowCount ?? 0) - 1;
}

async function measureOn(
  label: string,
  server: RunningServer,
  campaignId: string,
  databaseUrl?: string,
): Promise<Row[]> {
  const cookie = await signInAsManager(server);
  const list = await fetch(`${server.url}/api/campaigns/${campaignId}/prospects`, { headers: { cookie } });
  const listed = ((await list.json()) as unknown[]).length;
  const rows: Row[] = [];
  for (const format of ["csv", "xlsx"] as const) {
    const path = `/api/campaigns/${campaignId}/prospects/export?screen=scheduler&format=${format}`;
    // The first export also plans every record's next step (as the first list read does): a warm-up.
    const warmUp = await download(server, cookie, path);
    const exported = await rowCount(format, warmUp.body);
    if (exported !== listed)
      throw new Error(`the ${format} export held ${exported} rows, the list ${listed}`);
    const times: number[] = [];
    const growth: number[] = [];
    const copies: number[] = [];
    const copy = () => (databaseUrl ? psqlCopyCsv(databaseUrl, listRowsQuery(campaignId)) : null);
    await copy();
    for (let run = 1; run <= RUNS; run++) {
      const { value, growthMb } = await peakGrowth(server.pid, () => download(server, cookie, path));
      times.push(value.ms);
      growth.push(growthMb);
      const copied = await copy();
      if (copied) copies.push(copied.ms);
      console.log(
        `  ${label} ${format} run ${run}/${RUNS}: ${value.ms.toFixed(0)} ms, ` +
          `${(value.body.length / 1024 / 1024).toFixed(1)} MB, memory +${growthMb.toFixed(0)} MB` +
          (copied ? `; COPY of the same rows as CSV: ${copied.ms.toFixed(0)} ms` : ""),
      );
    }
    const exportRow: Row = {
      name: `${format.toUpperCase()} export, ${listed.toLocaleString("en-US")} prospects (${label})`,
      ...summarize(times),
      unit: "ms",
      decimals: 0,
    };
    rows.push(
      copies.length > 0
        ? {
            ...exportRow,
            target: TARGETS[format],
            reference: {
              what: "COPY of the same rows (the list's fields) to CSV by psql, psql's start included",
              figure: summarize(copies).median,
            },
          }
        : exportRow,
      {
        name: `server memory growth, ${format.toUpperCase()} export (${label})`,
        ...summarize(growth),
        unit: "MB",
        decimals: 0,
        target: TARGETS.memory,
      },
    );
  }
  return rows;
}

async function onPostgres(): Promise<Row[]> {
  return withPostgresDatabase("export_campaign", (databaseUrl) =>
    withServer({ env: benchServerEnv({ DATABASE_URL: databaseUrl }) }, async (server) => {
      const [campaignId = ""] = await seedPostgresCampaigns(databaseUrl, "export10k", 1, PROSPECTS);
      return measureOn("PostgreSQL", server, campaignId, databaseUrl);
    }),
  );
}

async function onPglite(): Promise<Row[]> {
  const dataDir = await makeTempDir("export-pglite");
  try {
    const [campaignId = ""] = await seedPgliteDir(dataDir, "export10k", 1, PROSPECTS);
    return await withServer({ env: benchServerEnv({ DATA_DIR: dataDir }) }, (server) =>
      measureOn("PGlite", server, campaignId),
    );
  } finally {
    await removeDir(dataDir);
  }
}

/**
 * Exports (issue 19): a 10,000-prospect campaign's Scheduler as CSV and as .xlsx, whole file read, with
 * the server's memory sampled during each.
 */
export async function measureExport(): Promise<Row[]> {
  return measureEach([
    ["export on PostgreSQL", onPostgres, TARGETS.csv],
    ["export on PGlite", onPglite],
  ]);
}
