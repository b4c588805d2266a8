import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { assignments, campaigns, companies } from "../db/schema/index.js";
import { notFound } from "../http/errors.js";
import type { Actor } from "./actor.js";
import { staffCampaignFilter } from "./worked-campaigns.js";

export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const PROSPECT_NOT_FOUND = "Prospect not found";
export const CLIENT_READ_ONLY = "Clients can view their campaign but not change it.";

export interface CampaignRef {
  id: string;
  companyId: string;
  companyName: string;
  /** The company was archived (DESIGN section 5): its campaign is kept but takes no new work. */
  archived: boolean;
}

/**
 * The campaign a scope names, with its company: 404 "Campaign not found" when it does not exist, or
 * when the actor is an SDR who does not work it. A client's reach was settled when the scope was
 * resolved (scopes.ts).
 */
export async function loadCampaign(
  db: DbOrTx,
  scope: { actor: Actor; campaignId: string },
): Promise<CampaignRef> {
  const [campaign] = await db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      companyName: companies.companyName,
      archived: sql<boolean>`${companies.archivedAt} is not null`,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(eq(campaigns.id, scope.campaignId), staffCampaignFilter(scope.actor, campaigns.id)))
    .limit(1);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  return campaign;
}

export type AssignmentRow = typeof assignments.$inferSelect;

/** The assignment (the API's Prospect `id`), bad-data records included (hidden, not deleted); else 404. */
export async function loadAssignment(db: DbOrTx, scope: { prospectId: string }): Promise<AssignmentRow> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, scope.prospectId)).limit(1);
  if (!row) throw notFound(PROSPECT_NOT_FOUND);
  return row;
}
