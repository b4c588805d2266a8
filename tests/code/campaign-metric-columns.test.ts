import { readFileSync } from "node:fs";
import { getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLLUP_SQL_PATH, renderRollupSql } from "../../scripts/generate-metric-sql.js";
import { CAMPAIGN_METRIC_COLUMNS } from "../../src/server/core/db/campaign-metric-columns.js";
import type { Database } from "../../src/server/core/db/client.js";
import { readDefinitions } from "../../src/server/core/db/definitions.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { campaignDailyMetrics } from "../../src/server/core/db/schema/metrics.js";
import { openTestDatabase } from "../helpers/test-database.js";

/** The roll-up row's key, before its figures. */
const KEY = ["campaign_id", "day", "slot"];
const metrics = CAMPAIGN_METRIC_COLUMNS.map((metric) => metric.column);

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("the campaign metric list", () => {
  it("names each figure once", () => {
    expect(new Set(metrics).size).toBe(metrics.length);
  });

  it("gives campaign-metrics-rollup.sql as committed (npm run db:generate-metrics)", () => {
    expect(readFileSync(ROLLUP_SQL_PATH, "utf8")).toBe(renderRollupSql());
  });

  it("is what campaign_metric_units returns after the day, in order and type", () => {
    const units = readDefinitions().find(
      (definition) => definition.name === "function public.campaign_metric_units(a assignments, tz text)",
    );
    const returned = /^\s*RETURNS TABLE\((.*)\)$/m.exec(units?.statement ?? "")?.[1];
    expect(returned?.split(", ")).toEqual([
      "day date",
      ...CAMPAIGN_METRIC_COLUMNS.map(({ column, type }) => `${column} ${type}`),
    ]);
  });

  it("is the Drizzle schema's columns after the key", () => {
    const columns = Object.values(getTableColumns(campaignDailyMetrics));
    expect(columns.map((column) => column.name)).toEqual([...KEY, ...metrics]);
    for (const metric of CAMPAIGN_METRIC_COLUMNS) {
      const column = columns.find((candidate) => candidate.name === metric.column);
      expect({ name: column?.name, type: column?.getSQLType(), notNull: column?.notNull }).toEqual({
        name: metric.column,
        type: metric.type,
        notNull: true,
      });
    }
  });

  it("is the migrated table's columns after the key, in order and type", async () => {
    const rows = await queryRows<{ name: string; type: string; nullable: string; preset: string | null }>(
      database.db,
      sql`select column_name as name, data_type as type, is_nullable as nullable, column_default as preset
          from information_schema.columns
          where table_schema = 'public' and table_name = 'campaign_daily_metrics'
          order by ordinal_position`,
    );
    expect(rows.map((row) => row.name)).toEqual([...KEY, ...metrics]);
    const figures = rows.slice(KEY.length);
    expect(figures.map(({ name, type, nullable, preset }) => ({ name, type, nullable, preset }))).toEqual(
      CAMPAIGN_METRIC_COLUMNS.map(({ column, type }) => ({
        name: column,
        type,
        nullable: "NO",
        preset: type === "numeric" ? "'0'::numeric" : "0",
      })),
    );
  });
});

describe("the roll-ups' upserts", () => {
  it("write their rows in the order of the conflict key, so writers sharing a slot lock rows in one order", () => {
    const upserts = readDefinitions().flatMap(({ name, statement }) =>
      // Each INSERT up to its ON CONFLICT ... DO UPDATE, the statement that takes the row locks.
      [
        ...statement.matchAll(
          /INSERT INTO (campaign_daily_metrics|team_kpi_daily)\b((?:(?!INSERT INTO)[\s\S])*?)ON CONFLICT \(([^)]*)\) DO UPDATE/g,
        ),
      ].map(([, table, body = "", key = ""]) => ({
        name,
        table,
        orderBy: /\bORDER BY ([^\n]*)\n/.exec(body)?.[1],
        key,
      })),
    );
    expect(upserts.map(({ name, table }) => `${name}: ${table}`)).toEqual([
      "function public.campaign_metrics_apply(): campaign_daily_metrics",
      "function public.campaign_metrics_apply(): campaign_daily_metrics",
      "function public.campaign_metrics_apply(): campaign_daily_metrics",
      "function public.campaign_metrics_fold(before_day date): campaign_daily_metrics",
      "function public.team_kpi_apply(): team_kpi_daily",
    ]);
    for (const { orderBy, key } of upserts) {
      // The key less its slot, which is one value per statement.
      const ordered = key.split(", ").filter((column) => column !== "slot");
      expect(orderBy?.split(", ").map((item) => item.replace(/^\w+\./, ""))).toEqual(ordered);
    }
  });
});
