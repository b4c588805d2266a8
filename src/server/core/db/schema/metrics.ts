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
  uuid,
} from "drizzle-orm/pg-core";
import { campaigns } from "./companies.js";

const counter = (name: string) => integer(name).notNull().default(0);

/**
 * The dashboard figures per campaign and day, kept exact by triggers on `assignments` in the same
 * transaction as every change (migration 0004; docs/decisions/0006-campaign-metrics-roll-up.md).
 * A row holds deltas: a campaign's figure for a day is the sum over its slots, and a period's figure
 * the sum over its days. `slot` is the writing database session (its backend pid modulo 64), so
 * concurrent writers to one campaign do not queue on one row; past days are folded into slot 0.
 * Day '-infinity' carries what has no date: flags reached without a recorded time (All Time only)
 * and the campaign-wide counts (`prospects`, `touched`, `touch_seconds`).
 */
export const campaignDailyMetrics = pgTable(
  "campaign_daily_metrics",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id),
    /** The day in the time zone of `metric_settings`. */
    day: date("day").notNull(),
    slot: smallint("slot").notNull(),
    invited: counter("invited"),
    connected: counter("connected"),
    messagesSent: counter("messages_sent"),
    followUpsSent: counter("follow_ups_sent"),
    replied: counter("replied"),
    positiveReplies: counter("positive_replies"),
    meetingsBooked: counter("meetings_booked"),
    badData: counter("bad_data"),
    /** Assignments without bad data. */
    prospects: counter("prospects"),
    /** Of those, the ones with a last touch, and the sum of their last-touch times in epoch seconds. */
    touched: counter("touched"),
    touchSeconds: numeric("touch_seconds").notNull().default("0"),
    /**
     * Cohorts (ADR 0030), on the day of the step they start from: of the prospects invited that day, how
     * many are connected now and how many replied; of those connected that day, how many replied.
     */
    invitedConnected: counter("invited_connected"),
    invitedReplied: counter("invited_replied"),
    connectedReplied: counter("connected_replied"),
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
