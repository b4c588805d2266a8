import { sql } from "drizzle-orm";
import type { AccountType } from "../../../shared/contracts/cadence.js";
import { ACCEPTANCE_SAMPLE, type SeatAlerts, type SeatSafety } from "../../../shared/contracts/seats.js";
import { wilsonInterval } from "../../../shared/stats/wilson.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { readCadences } from "../cadence/index.js";
import { isoWeekOf, lastIsoWeeks } from "./iso-week.js";
import { seatAcceptanceWindow } from "./seat-window.js";

/** How many ISO weeks the seat's page shows. */
const WEEKS_SHOWN = 8;

interface SeatRow {
  id: string;
  name: string;
  account_type: AccountType;
  invites_per_7_days: number;
  acceptance_alert_percent: number;
  campaign_ids: string[];
  pending_by_week: Record<string, number> | null;
  stale_pending: number | null;
  last_import_at: string | null;
}

/**
 * A seat's safety, from LinkedIn's record where an export was read and from ours otherwise:
 * - invites per ISO week: those ticked for the seat's campaigns, plus the invitations the last export
 *   lists as pending to people who are not prospects (the member's own network spends the same limit);
 * - invites pending past the acceptance window: in all, from the last export; of prospects, live (the
 *   Withdraw tasks in Today);
 * - the acceptance rate over the latest ACCEPTANCE_SAMPLE invites old enough to have been accepted
 *   (older than the window), with its 95 % Wilson interval; the alert needs the full sample.
 */
export async function seatSafety(
  db: DbOrTx,
  seatId: string,
  timeZone: string,
  now = new Date(),
): Promise<SeatSafety> {
  const [seat] = await queryRows<SeatRow>(
    db,
    sql`select s.id, s.name, s.account_type, s.invites_per_7_days, s.acceptance_alert_percent,
          array(select sc.campaign_id from seat_campaigns sc where sc.seat_id = s.id) as campaign_ids,
          i.pending_by_week, i.stale_pending, i.created_at as last_import_at
        from seats s
        left join lateral (
          select pending_by_week, stale_pending, created_at from seat_imports
          where seat_id = s.id and undone_at is null order by created_at desc limit 1
        ) i on true
        where s.id = ${seatId}`,
  );
  if (!seat) throw new Error(`seat ${seatId} vanished`);
  const cadences = await readCadences(db, seat.campaign_ids, timeZone);
  const windowDays = seatAcceptanceWindow(cadences);
  const weeks = lastIsoWeeks(now, WEEKS_SHOWN);
  const since = new Date(now.getTime() - (WEEKS_SHOWN * 7 + 7) * 86_400_000);
  const windowStart = new Date(now.getTime() - windowDays * 86_400_000);
  const ids = sql`${sql.param(seat.campaign_ids)}::uuid[]`;
  const [invites, latest, stale] = await Promise.all([
    queryRows<{ at: string }>(
      db,
      sql`select invite_at as at from assignments where campaign_id = any(${ids}) and invite_at >= ${since}`,
    ),
    queryRows<{ connected: boolean }>(
      db,
      sql`select connected_at is not null as connected from assignments
          where campaign_id = any(${ids}) and invite_at is not null and invite_at < ${windowStart} and bad_data_at is null
          order by invite_at desc limit ${ACCEPTANCE_SAMPLE}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from assignments
          where campaign_id = any(${ids}) and invite_at < ${windowStart} and connected_at is null
            and bad_data_at is null and suppression_id is null`,
    ),
  ]);
  const perWeek = new Map<string, number>();
  for (const invite of invites) {
    const week = isoWeekOf(new Date(invite.at));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const shown = weeks.map((week) => ({
    week,
    invites: (perWeek.get(week) ?? 0) + (seat.pending_by_week?.[week] ?? 0),
    cap: seat.invites_per_7_days,
  }));
  const accepted = latest.filter((invite) => invite.connected).length;
  const interval = wilsonInterval(accepted, latest.length);
  const rate = latest.length === 0 ? null : Math.round((1000 * accepted) / latest.length) / 10;
  return {
    seatId: seat.id,
    name: seat.name,
    accountType: seat.account_type,
    weeks: shown,
    weeksOverCap: shown.filter((week) => week.invites > week.cap).length,
    stalePending: { total: seat.stale_pending, prospects: stale[0]?.n ?? 0, windowDays },
    acceptance: {
      n: latest.length,
      accepted,
      rate,
      low: interval?.low ?? null,
      high: interval?.high ?? null,
      threshold: seat.acceptance_alert_percent,
      alert: latest.length >= ACCEPTANCE_SAMPLE && rate !== null && rate < seat.acceptance_alert_percent,
    },
    lastImportAt: seat.last_import_at ? new Date(seat.last_import_at).toISOString() : null,
  };
}

/** Why a seat's figures need a manager's eye; none when they do not. */
export function alertReasons(safety: SeatSafety): string[] {
  const reasons: string[] = [];
  const { acceptance } = safety;
  if (acceptance.alert) {
    reasons.push(
      `Acceptance ${acceptance.rate} % over the last ${acceptance.n} invites, below ${acceptance.threshold} %`,
    );
  }
  const thisWeek = safety.weeks.at(-1);
  if (thisWeek && thisWeek.invites > thisWeek.cap) {
    reasons.push(`${thisWeek.invites} invites this week, over the cap of ${thisWeek.cap}`);
  }
  if (safety.stalePending.prospects > 0) {
    reasons.push(
      `${safety.stalePending.prospects} invites pending over ${safety.stalePending.windowDays} days: withdraw them`,
    );
  }
  return reasons;
}

/** GET /api/seat-alerts: every seat whose figures need attention, for the manager's Today. */
export async function seatAlerts(db: DbOrTx, timeZone: string): Promise<SeatAlerts> {
  const seats = await queryRows<{ id: string }>(db, sql`select id from seats order by lower(name), id`);
  // Read side by side: each seat's figures are a few small indexed reads.
  const figures = await Promise.all(seats.map(({ id }) => seatSafety(db, id, timeZone)));
  const alerts = figures.flatMap((safety) => {
    const reasons = alertReasons(safety);
    return reasons.length > 0 ? [{ seatId: safety.seatId, name: safety.name, reasons }] : [];
  });
  return { alerts };
}

/** GET /api/campaigns/{id}/seat-safety: the figures of the seat sending for the campaign, if any. */
export async function campaignSeatSafety(db: DbOrTx, campaignId: string, timeZone: string) {
  const [row] = await queryRows<{ seat_id: string }>(
    db,
    sql`select seat_id from seat_campaigns where campaign_id = ${campaignId}`,
  );
  return { safety: row ? await seatSafety(db, row.seat_id, timeZone) : null };
}
