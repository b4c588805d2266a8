import { sql } from "drizzle-orm";
import { PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { ProspectScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { HttpError, notFound } from "../../core/http/errors.js";
import { campaignDays, type SendingSeat } from "./campaign-days.js";

/** "20 of 20 invites today" or "100 of 100 invites in the last 7 days": the limit that is reached. */
function reachedLimit(sentToday: number, perDay: number, sentLast7Days: number, per7Days: number): string {
  return sentLast7Days >= per7Days
    ? `${sentLast7Days} of ${per7Days} invites in the last 7 days`
    : `${sentToday} of ${perDay} invites today`;
}

/** Whose budget an invite spends: the sending seat's, shared by its campaigns, or the campaign's own account. */
export const accountOf = (seat: SendingSeat | null) =>
  seat ? `The LinkedIn seat ${seat.name}` : "This campaign's LinkedIn account";

/** The 409 for invites beyond the campaign's LinkedIn budget; the SDR may confirm and send anyway. */
export function overBudget(message: string): HttpError {
  return new HttpError(409, message, {}, { code: "over_budget", field: "invite" });
}

/**
 * Before an invite is ticked: when the campaign's LinkedIn account has no invite left in its budget,
 * answers 409 (code over_budget) unless the SDR confirmed, and records a confirmed override. An
 * assignment already invited, or a client (refused by the route), is not checked.
 */
export async function guardInviteBudget(
  { actor, prospectId }: ProspectScope,
  db: Db,
  confirmed: boolean,
  timeZone: string,
  now = new Date(),
): Promise<void> {
  const [row] = await queryRows<{ campaign_id: string; invited: boolean }>(
    db,
    sql`select campaign_id, invite_at is not null as invited from assignments where id = ${prospectId}`,
  );
  if (!row) throw notFound(PROSPECT_NOT_FOUND);
  if (row.invited) return;
  const [day] = await campaignDays(db, [{ id: row.campaign_id, client: "" }], timeZone, now);
  if (!day || day.invites.remaining > 0) return;
  const { budget } = day.cadence;
  const limit = reachedLimit(
    day.invites.sentToday,
    budget.invitesPerDay,
    day.invites.sentLast7Days,
    budget.invitesPer7Days,
  );
  if (!confirmed) {
    throw overBudget(`${accountOf(day.seat)} has reached its invite budget (${limit}). Send anyway?`);
  }
  await db.execute(sql`
    insert into budget_overrides (campaign_id, assignment_id, actor_id, sent_last_7_days, sent_today)
    values (${row.campaign_id}, ${prospectId}, ${actor.id}, ${day.invites.sentLast7Days}, ${day.invites.sentToday})`);
}
