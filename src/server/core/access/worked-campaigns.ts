import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Actor } from "./actor.js";

/** Owners and managers reach every campaign; an SDR only those they work; a client none by this rule. */
export const reachesEveryCampaign = (actor: Actor) => actor.role === "sdr" && actor.staffRole !== "sdr";

/** Whether the actor is staff in the SDR role, whose campaigns are the ones they work. */
export const worksOwnCampaignsOnly = (actor: Actor) => actor.role === "sdr" && actor.staffRole === "sdr";

/**
 * The ids of the campaigns an SDR works, as a subquery: those whose company has a live connection-matrix
 * row naming the SDR's live roster entry (DESIGN section 5). Read at each request, so a matrix change
 * takes effect at once.
 */
export function campaignsWorkedBy(userId: string): SQL {
  return sql`(select wc.id from campaigns wc
    join connections wk on wk.company_id = wc.company_id and wk.archived_at is null
    join sdrs ws on ws.id = wk.sdr_id and ws.archived_at is null
    where ws.user_id = ${userId}::uuid)`;
}

/**
 * The condition staff's reads put on a campaign column: true for owners and managers, the campaigns
 * worked for an SDR. Clients have their own company rule.
 */
export function staffCampaignFilter(actor: Actor, campaignColumn: SQLWrapper): SQL {
  return worksOwnCampaignsOnly(actor) ? sql`${campaignColumn} in ${campaignsWorkedBy(actor.id)}` : sql`true`;
}

/**
 * The condition on a seat `s` the actor reaches: every seat for owners and managers; for an SDR the seats
 * they own and those sending for a campaign they work; for a client the seat sending for its campaign.
 */
export function seatsReachedBy(actor: Actor): SQL {
  if (reachesEveryCampaign(actor)) return sql`true`;
  if (actor.role === "sdr") {
    return sql`(exists (select 1 from sdrs o where o.id = s.owner_sdr_id and o.user_id = ${actor.id}::uuid)
      or exists (select 1 from seat_campaigns sc where sc.seat_id = s.id and ${staffCampaignFilter(actor, sql`sc.campaign_id`)}))`;
  }
  return actor.campaignId
    ? sql`exists (select 1 from seat_campaigns sc where sc.seat_id = s.id and sc.campaign_id = ${actor.campaignId}::uuid)`
    : sql`false`;
}
