import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import {
  CAMPAIGN_METRIC_COLUMNS,
  type CampaignMetric,
  type PropertyOf,
  propertyOf,
} from "../campaign-metric-columns.js";
import { campaignRef } from "./companies.js";

const counter = <Name extends string>(name: Name) => integer(name).notNull().default(0);
const numericTotal = <Name extends string>(name: Name) => numeric(name).notNull().default("0");

type MetricColumnBuilders = {
  [Metric in CampaignMetric as PropertyOf<Metric["column"]>]: Metric["type"] extends "numeric"
    ? ReturnType<typeof numericTotal<Metric["column"]>>
    : ReturnType<typeof counter<Metric["column"]>>;
};

/** The table's metric columns, one per entry of CAMPAIGN_METRIC_COLUMNS, in its order. */
function metricColumns(): MetricColumnBuilders {
  return Object.fromEntries(
    CAMPAIGN_METRIC_COLUMNS.map(({ column, type }) => [
      propertyOf(column),
      type === "numeric" ? numericTotal(column) : counter(column),
    ]),
  ) as MetricColumnBuilders;
}

/**
 * The dashboard figures per campaign and day, kept exact by triggers on `assignments` in the same
 * transaction as every change (migration 0004; docs/decisions/0006-campaign-metrics-roll-up.md).
 * A row holds deltas: a campaign's figure for a day is the sum over its slots, and a period's figure
 * the sum over its days. `slot` is the writing database session (its backend pid modulo 64), so
 * concurrent writers to one campaign do not queue on one row; past days are folded into slot 0.
 * Day '-infinity' carries what has no date: flags reached without a recorded time (All Time only)
 * and the campaign-wide counts (`prospects`, `touched`, `touch_seconds`). The metric columns come
 * from CAMPAIGN_METRIC_COLUMNS (ADR 0040).
 */
export const campaignDailyMetrics = pgTable(
  "campaign_daily_metrics",
  {
    campaignId: campaignRef(),
    /** The day in the time zone of `metric_settings`. */
    day: date("day").notNull(),
    slot: smallint("slot").notNull(),
    /** The figures: see CAMPAIGN_METRIC_COLUMNS for what each counts. */
    ...metricColumns(),
  },
  (t) => [primaryKey({ name: "campaign_daily_metrics_pk", columns: [t.campaignId, t.day, t.slot] })],
);

/** One row: the time zone whose calendar days `campaign_daily_metrics` counts in. */
export const metricSettings = pgTable(
  "metric_settings",
  {
    id: boolean("id").primaryKey().default(true),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [check("metric_settings_single_row", sql`${t.id}`)],
);
