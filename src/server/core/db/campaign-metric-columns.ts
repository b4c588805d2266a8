/**
 * The figures of the campaign metrics roll-up (ADR 0006, 0030, 0040), declared once: the metric columns
 * of `campaign_daily_metrics` and of the rows `campaign_metric_units` returns, in column order.
 *
 * The Drizzle schema (schema/metrics.ts) makes the table's metric columns from this list, and
 * `npm run db:generate-metrics` (scripts/generate-metric-sql.ts) writes the roll-up's functions that
 * only move these columns (functions/campaign-metrics-rollup.sql). What each figure counts is logic,
 * written by hand in `campaign_metric_units` (functions/campaign-metrics.sql);
 * tests/code/campaign-metric-columns.test.ts checks that all of them, and the migrated table, agree.
 *
 * Every figure is a delta per campaign, day and slot: a day's figure is the sum over its slots, a
 * period's the sum over its days. Day '-infinity' holds what has no date.
 */
export const CAMPAIGN_METRIC_COLUMNS = [
  { column: "invited", type: "integer", meaning: "Invitations sent, on the day of the invite." },
  { column: "connected", type: "integer", meaning: "Connections made, on the day of the connection." },
  { column: "messages_sent", type: "integer", meaning: "Messages (m1 to m4) sent, each on its day." },
  { column: "follow_ups_sent", type: "integer", meaning: "Follow-ups (ff1 to ff5) sent, each on its day." },
  {
    column: "replied",
    type: "integer",
    meaning:
      "Prospects whose disposition is Reply or Meeting, on the day it was reached (undated when unknown).",
  },
  {
    column: "positive_replies",
    type: "integer",
    meaning: "Prospects tagged Interested or Question, on the day of the tag (undated when unknown).",
  },
  {
    column: "meetings_booked",
    type: "integer",
    meaning: "Prospects whose disposition is Meeting, on the day it was reached (undated when unknown).",
  },
  {
    column: "bad_data",
    type: "integer",
    meaning: "Assignments flagged as bad data, on the day of the flag; nothing else of theirs counts.",
  },
  { column: "prospects", type: "integer", meaning: "Assignments without bad data (undated)." },
  { column: "touched", type: "integer", meaning: "Of those, the ones with a last touch (undated)." },
  {
    column: "touch_seconds",
    type: "numeric",
    meaning:
      "The sum of their last-touch times in epoch seconds (undated): over `touched`, the mean last touch.",
  },
  {
    column: "invited_connected",
    type: "integer",
    meaning: "Cohort (ADR 0030): of the prospects invited that day, how many are connected now.",
  },
  {
    column: "invited_replied",
    type: "integer",
    meaning: "Cohort: of the prospects invited that day, how many have replied (Reply or Meeting) now.",
  },
  {
    column: "connected_replied",
    type: "integer",
    meaning: "Cohort: of the prospects connected that day, how many have replied (Reply or Meeting) now.",
  },
] as const satisfies readonly CampaignMetricColumn[];

export interface CampaignMetricColumn {
  /** The column's name, in the table and in `campaign_metric_units`' rows. */
  readonly column: string;
  /** Its PostgreSQL type: counts are integers; a sum that outgrows an integer is numeric. */
  readonly type: "integer" | "numeric";
  /** What it counts, and on which day. */
  readonly meaning: string;
}

export type CampaignMetric = (typeof CAMPAIGN_METRIC_COLUMNS)[number];

/** A snake_case column name as the schema's camelCase property ("messages_sent" -> "messagesSent"). */
export type PropertyOf<Column extends string> = Column extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<PropertyOf<Tail>>}`
  : Column;

export function propertyOf<Column extends string>(column: Column): PropertyOf<Column> {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as PropertyOf<Column>;
}
