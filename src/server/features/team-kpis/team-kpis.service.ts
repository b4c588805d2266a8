import { type SQL, sql } from "drizzle-orm";
import type { Metrics, Period } from "../../../shared/contracts/metrics.js";
import {
  KPI_FIGURES,
  type KpiFigures,
  type TeamKpiRow,
  type TeamKpis,
} from "../../../shared/contracts/team-kpis.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { type PeriodRange, previousPeriod, resolvePeriod } from "../../core/time/periods.js";
import { rollupTimeZoneAligner } from "../../core/time/rollup-time-zone.js";
import { readComparedMetrics } from "../campaigns/index.js";

/** team_kpi_daily counts days in the zone `team_kpi_settings` records: see rollupTimeZoneAligner. */
export const alignTeamKpiTimeZone = rollupTimeZoneAligner({
  settingsTable: "team_kpi_settings",
  rebuildFunction: "team_kpis_rebuild",
});

type CountRow = Omit<TeamKpiRow, "previous"> & { [K in keyof KpiFigures as `previous_${K}`]: number };

/**
 * One statement over the roll-up: a period [first, end) counts the rows of its days whose `since` (the
 * day of the same tick's previous occurrence) is before its first day, so a flag ticked, unticked and
 * ticked again in the period counts once. Joined to the roster: every SDR on it, with or without a
 * login; an archived one only with counted work in either period.
 */
function countsSql(range: PeriodRange | null, previous: PeriodRange | null): SQL {
  const inRange = (r: PeriodRange) =>
    sql`k.day >= ${r.firstDay}::date and k.day < ${r.endDay}::date and k.since < ${r.firstDay}::date`;
  const current = range ? inRange(range) : sql`k.since = '-infinity'::date`;
  const before = previous ? inRange(previous) : sql`false`;
  const window = range
    ? sql`where k.day >= ${(previous ?? range).firstDay}::date and k.day < ${range.endDay}::date`
    : sql``;
  const figure = (name: keyof KpiFigures, when: SQL) =>
    sql`coalesce(sum(k.events) filter (where k.figure = ${name} and ${when}), 0)::int`;
  const counts = KPI_FIGURES.flatMap((name) => [
    sql`${figure(name, current)} as ${sql.identifier(name)}`,
    sql`${figure(name, before)} as ${sql.identifier(`previous_${name}`)}`,
  ]);
  const columns = KPI_FIGURES.flatMap((name) => [
    sql`coalesce(p.${sql.identifier(name)}, 0) as ${sql.identifier(name)}`,
    sql`coalesce(p.${sql.identifier(`previous_${name}`)}, 0) as ${sql.identifier(`previous_${name}`)}`,
  ]);
  const counted = sql.join(
    KPI_FIGURES.flatMap((name) => [
      sql`p.${sql.identifier(name)} <> 0`,
      sql`p.${sql.identifier(`previous_${name}`)} <> 0`,
    ]),
    sql` or `,
  );
  return sql`
    with per_sdr as (
      select k.sdr_id, ${sql.join(counts, sql`, `)}
      from team_kpi_daily k
      ${window}
      group by k.sdr_id
    )
    select s.id as "sdrId", s.name, s.email, s.user_id is not null as "hasLogin", ${sql.join(columns, sql`, `)}
    from sdrs s
    left join per_sdr p on p.sdr_id = s.id
    where s.archived_at is null or ${counted}
    order by lower(s.name), s.email, s.id`;
}

const zero = (): KpiFigures => ({ invited: 0, connected: 0, messagesSent: 0, followUpsSent: 0, replied: 0 });
const rangeOf = (range: PeriodRange | null) =>
  range ? { start: range.start.toISOString(), end: range.end.toISOString() } : null;

const figuresOf = (metrics: Metrics): KpiFigures => ({
  invited: metrics.invited,
  connected: metrics.connected,
  messagesSent: metrics.messagesSent,
  followUpsSent: metrics.followUpsSent,
  replied: metrics.replied,
});

const minus = (total: KpiFigures, part: KpiFigures): KpiFigures => ({
  invited: total.invited - part.invited,
  connected: total.connected - part.connected,
  messagesSent: total.messagesSent - part.messagesSent,
  followUpsSent: total.followUpsSent - part.followUpsSent,
  replied: total.replied - part.replied,
});

/**
 * GET /api/team-kpis: every roster SDR's figures for `period` and the period before; team totals are
 * the dashboards' figures for every campaign in the same period (ADR 0030), and `others` is what no
 * SDR's work accounts for: progress that came with imports, integrations (Calendly) or seeded data,
 * less steps SDRs took that were undone or set aside as bad data since. Periods are calendar days in
 * `timeZone` (APP_TIME_ZONE).
 */
export async function readTeamKpis(
  _actor: Actor,
  db: Db,
  period: Period,
  now: Date,
  timeZone: string,
): Promise<TeamKpis> {
  await alignTeamKpiTimeZone(db, timeZone);
  const range = resolvePeriod(period, now, timeZone);
  const previous = previousPeriod(period, now, timeZone);
  const [rows, dashboards] = await Promise.all([
    queryRows<CountRow>(db, countsSql(range, previous)),
    readComparedMetrics(db, { all: true }, period, now, timeZone),
  ]);
  if (!dashboards) throw new Error("the all-campaign figures answered no row");
  const counted = zero();
  const previousCounted = zero();
  const sdrs = rows.map((row): TeamKpiRow => {
    const current = zero();
    const before = zero();
    for (const name of KPI_FIGURES) {
      current[name] = Number(row[name]);
      before[name] = Number(row[`previous_${name}`]);
      counted[name] += current[name];
      previousCounted[name] += before[name];
    }
    return {
      sdrId: row.sdrId,
      name: row.name,
      email: row.email,
      hasLogin: row.hasLogin,
      ...current,
      previous: previous ? before : null,
    };
  });
  const totals = figuresOf(dashboards);
  const previousTotals = dashboards.previous ? figuresOf(dashboards.previous) : null;
  return {
    period,
    range: rangeOf(range),
    previousRange: rangeOf(previous),
    sdrs,
    others: {
      ...minus(totals, counted),
      previous: previous && previousTotals ? minus(previousTotals, previousCounted) : null,
    },
    totals: { ...totals, previous: previous ? previousTotals : null },
  };
}
