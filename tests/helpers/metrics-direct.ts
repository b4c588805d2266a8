import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { type PeriodRange, resolvePeriod } from "../../src/server/core/time/periods.js";
import { type MetricsScope, metricsFromTotals } from "../../src/server/features/campaigns/metrics.service.js";
import type { Metrics, Period } from "../../src/shared/contracts/metrics.js";

const FLAGS = {
  invited: ["invite_at"],
  connected: ["connected_at"],
  messagesSent: ["m1_at", "m2_at", "m3_at", "m4_at"],
  followUpsSent: ["ff1_at", "ff2_at", "ff3_at", "ff4_at", "ff5_at"],
} as const;

/**
 * The spec section 9 formulas straight over `assignments`: one aggregate scanning every record of the
 * scope. The served figures come from the roll-up (src/server/features/campaigns/metrics.service.ts); this is
 * the definition they must always equal, used by the tests and the benchmark to check and to compare.
 * With a period, a flag counts when its time is inside it, replies and meetings when the disposition
 * was reached inside it, positive replies when the tag was set inside it, bad data when it was flagged
 * inside it; without one (All Time), whatever is set counts. The cohorts (ADR 0030) take the prospects
 * invited (connected) inside the period and count those connected (replied) now.
 */
export async function directMetrics(
  db: DbOrTx,
  scope: MetricsScope,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<Metrics | null> {
  const bounds = resolvePeriod(period, now, timeZone);
  const [row] = await queryRows<Metrics>(db, metricsFromTotals(directTotals(scope, bounds), now));
  return row ?? null;
}

function directTotals(scope: MetricsScope, bounds: PeriodRange | null): SQL {
  const inPeriod = (column: string): SQL => {
    const c = sql.raw(`a.${column}`);
    return bounds
      ? sql`${c} >= ${bounds.start.toISOString()}::timestamptz and ${c} < ${bounds.end.toISOString()}::timestamptz`
      : sql`true`;
  };
  const live = sql`a.bad_data_at is null`;
  const replied = sql`a.final_disposition in ('Reply', 'Meeting')`;
  const flagged = (columns: readonly string[]) =>
    sql.join(
      columns.map(
        (column) =>
          sql`count(*) filter (where ${live} and a.${sql.raw(column)} is not null and ${inPeriod(column)})`,
      ),
      sql` + `,
    );
  const source =
    "campaignId" in scope
      ? sql`from campaigns c left join assignments a on a.campaign_id = c.id where c.id = ${scope.campaignId} group by c.id`
      : sql`from assignments a`;
  return sql`
    select (${flagged(FLAGS.invited)})::int as "invited",
      (${flagged(FLAGS.messagesSent)})::int as "messagesSent",
      (${flagged(FLAGS.followUpsSent)})::int as "followUpsSent",
      (${flagged(FLAGS.connected)})::int as "connected",
      count(*) filter (where ${live} and a.final_disposition in ('Reply', 'Meeting')
        and ${inPeriod("disposition_at")})::int as "replied",
      count(*) filter (where ${live} and a.sequence_tag in ('Interested', 'Question')
        and ${inPeriod("sequence_tag_at")})::int as "positiveReplies",
      count(*) filter (where ${live} and a.final_disposition = 'Meeting'
        and ${inPeriod("disposition_at")})::int as "meetingsBooked",
      count(*) filter (where a.bad_data_at is not null and ${inPeriod("bad_data_at")})::int as "badDataCount",
      count(*) filter (where ${live} and a.invite_at is not null and ${inPeriod("invite_at")}
        and a.connected_at is not null)::int as "invitedConnected",
      count(*) filter (where ${live} and a.invite_at is not null and ${inPeriod("invite_at")}
        and ${replied})::int as "invitedReplied",
      count(*) filter (where ${live} and a.connected_at is not null and ${inPeriod("connected_at")}
        and ${replied})::int as "connectedReplied",
      count(*) filter (where ${live} and a.id is not null)::int as "totalProspects",
      count(*) filter (where ${live} and a.last_touch_at is not null)::int as "touched",
      coalesce(sum(extract(epoch from a.last_touch_at)) filter (where ${live}), 0) as "touchSeconds"
    ${source}`;
}
