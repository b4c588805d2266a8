import { type SQL, sql } from "drizzle-orm";
import type { ComparedMetrics, DailyActivity, Metrics, Period } from "../../../shared/contracts/metrics.js";
import type { Actor } from "../../core/access/actor.js";
import { CAMPAIGN_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { notFound } from "../../core/http/errors.js";
import { activityDays, type PeriodRange, previousPeriod, resolvePeriod } from "../../core/time/periods.js";
import { alignRollupTimeZone } from "./metrics-rollup.js";

/** Which campaigns a figure covers: one, or every campaign (archived companies' included). */
export type MetricsScope = { campaignId: string } | { all: true };

/**
 * The figures of spec section 9 from per-campaign totals. `totals` is a query answering one row with
 * the counts named as in `Metrics` plus `touched` (prospects with a last touch), `touchSeconds`
 * (the sum of their last-touch times in epoch seconds) and `connectedReplied` (of the prospects
 * connected in the period, those that replied). Rates are cohort shares (ADR 0030), percentages
 * rounded half up to one decimal, 0 when the denominator is 0; the average last touch is in days, one decimal, null when no
 * prospect was ever touched. All the arithmetic is exact (numeric) until the final rounding.
 */
export function metricsFromTotals(totals: SQL, now: Date): SQL {
  return sql`
    select s."invited", s."messagesSent", s."followUpsSent", s."connected", s."replied",
      s."positiveReplies", s."meetingsBooked", s."badDataCount", s."totalProspects",
      s."invitedConnected", s."invitedReplied",
      case when s."invited" = 0 then 0
        else round(100.0 * s."invitedConnected" / s."invited", 1)::float8 end as "inviteToConnectionRate",
      case when s."connected" = 0 then 0
        else round(100.0 * s."connectedReplied" / s."connected", 1)::float8 end as "connectionToReplyRate",
      case when s."touched" = 0 then null
        else round((extract(epoch from ${now.toISOString()}::timestamptz) * s."touched" - s."touchSeconds")
          / s."touched" / 86400, 1)::float8 end as "averageLastTouchDays"
    from (${totals}) s`;
}

/**
 * One campaign's totals from the roll-up (or every campaign's). Dated figures count the days of the
 * period (the undated day '-infinity' only for All Time); the prospect count and the last touches
 * describe the campaign as it is now, whatever the period.
 */
function rollupTotals(scope: MetricsScope, bounds: PeriodRange | null): SQL {
  const inPeriod = bounds
    ? sql`m.day >= ${bounds.firstDay}::date and m.day < ${bounds.endDay}::date`
    : sql`true`;
  const dated = (column: string) =>
    sql`coalesce(sum(m.${sql.raw(column)}) filter (where ${inPeriod}), 0)::int`;
  const current = (column: string) => sql`coalesce(sum(m.${sql.raw(column)}), 0)`;
  const source =
    "campaignId" in scope
      ? // One row only when the campaign exists, with zeros when nothing was counted yet.
        sql`from campaigns c left join campaign_daily_metrics m on m.campaign_id = c.id
            where c.id = ${scope.campaignId} group by c.id`
      : sql`from campaign_daily_metrics m`;
  return sql`
    select ${dated("invited")} as "invited", ${dated("messages_sent")} as "messagesSent",
      ${dated("follow_ups_sent")} as "followUpsSent", ${dated("connected")} as "connected",
      ${dated("replied")} as "replied", ${dated("positive_replies")} as "positiveReplies",
      ${dated("meetings_booked")} as "meetingsBooked", ${dated("bad_data")} as "badDataCount",
      ${dated("invited_connected")} as "invitedConnected", ${dated("invited_replied")} as "invitedReplied",
      ${dated("connected_replied")} as "connectedReplied",
      ${current("prospects")}::int as "totalProspects", ${current("touched")}::int as "touched",
      ${current("touch_seconds")} as "touchSeconds"
    ${source}`;
}

function toMetrics(row: Metrics): Metrics {
  return {
    invited: row.invited,
    messagesSent: row.messagesSent,
    followUpsSent: row.followUpsSent,
    connected: row.connected,
    replied: row.replied,
    positiveReplies: row.positiveReplies,
    meetingsBooked: row.meetingsBooked,
    invitedConnected: row.invitedConnected,
    invitedReplied: row.invitedReplied,
    inviteToConnectionRate: row.inviteToConnectionRate,
    connectionToReplyRate: row.connectionToReplyRate,
    badDataCount: row.badDataCount,
    averageLastTouchDays: row.averageLastTouchDays,
    totalProspects: row.totalProspects,
  };
}

/**
 * The figures for `scope` over `bounds` (null: All Time) at `now`, in one statement; null when the
 * campaign does not exist. Both the period and the one before it are read here.
 */
async function readMetricsIn(
  db: Db,
  scope: MetricsScope,
  bounds: PeriodRange | null,
  now: Date,
): Promise<Metrics | null> {
  const [row] = await queryRows<Metrics>(db, metricsFromTotals(rollupTotals(scope, bounds), now));
  return row ? toMetrics(row) : null;
}

/** The figures for `scope` in `period` at `now`; null when the campaign does not exist. */
export async function readMetrics(
  db: Db,
  scope: MetricsScope,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<Metrics | null> {
  await alignRollupTimeZone(db, timeZone);
  return readMetricsIn(db, scope, resolvePeriod(period, now, timeZone), now);
}

/**
 * The figures for `scope` in `period` and in the period of equal length before it (none for All
 * Time), both at `now`; null when the campaign does not exist.
 */
export async function readComparedMetrics(
  db: Db,
  scope: MetricsScope,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<ComparedMetrics | null> {
  const current = await readMetrics(db, scope, period, now, timeZone);
  if (!current) return null;
  const before = previousPeriod(period, now, timeZone);
  const previous = before ? await readMetricsIn(db, scope, before, now) : null;
  return { ...current, previous };
}

/** GET /api/campaigns/{id}/metrics: SDRs any campaign, a client its own; anything else 404. */
export async function campaignMetrics(
  { campaignId }: CampaignScope,
  db: Db,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<ComparedMetrics> {
  // The statement answers no row when the campaign does not exist, which saves a round trip.
  const metrics = await readComparedMetrics(db, { campaignId }, period, now, timeZone);
  if (!metrics) throw notFound(CAMPAIGN_NOT_FOUND);
  return metrics;
}

/** GET /api/metrics (SDRs): every campaign together. */
export async function allCampaignMetrics(
  _actor: Actor,
  db: Db,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<ComparedMetrics> {
  const metrics = await readComparedMetrics(db, { all: true }, period, now, timeZone);
  if (!metrics) throw new Error("the all-campaign aggregate answered no row");
  return metrics;
}

/**
 * The activity chart's days for `scope`: one row per day (see `activityDays`), zero-filled; none when
 * the campaign does not exist.
 */
export async function readActivity(
  db: Db,
  scope: MetricsScope,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<DailyActivity[]> {
  await alignRollupTimeZone(db, timeZone);
  const { firstDay, lastDay } = activityDays(period, now, timeZone);
  const campaignOnly = "campaignId" in scope ? sql`and m.campaign_id = ${scope.campaignId}` : sql``;
  const exists =
    "campaignId" in scope
      ? sql`where exists (select 1 from campaigns where id = ${scope.campaignId})`
      : sql``;
  const day = (column: string) => sql`coalesce(sum(m.${sql.raw(column)}), 0)::int`;
  return queryRows<DailyActivity>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as "date", ${day("invited")} as "invited",
          ${day("connected")} as "connected", ${day("messages_sent")} as "messagesSent",
          ${day("follow_ups_sent")} as "followUpsSent", ${day("replied")} as "replied"
        from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') as d(day)
        left join campaign_daily_metrics m on m.day = d.day::date ${campaignOnly}
        ${exists}
        group by d.day
        order by d.day`,
  );
}

/** GET /api/campaigns/{id}/activity: SDRs any campaign, a client its own; anything else 404. */
export async function campaignActivity(
  { campaignId }: CampaignScope,
  db: Db,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<DailyActivity[]> {
  const days = await readActivity(db, { campaignId }, period, now, timeZone);
  if (days.length === 0) throw notFound(CAMPAIGN_NOT_FOUND);
  return days;
}

/** GET /api/activity (SDRs): every campaign together. */
export function allCampaignActivity(
  _actor: Actor,
  db: Db,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<DailyActivity[]> {
  return readActivity(db, { all: true }, period, now, timeZone);
}
