import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../auth/actor.js";
import type { DbOrTx } from "../db/client.js";
import { assignments, campaigns, companies } from "../db/schema/index.js";
import { forbidden, notFound, unauthorized } from "../http/errors.js";

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
 * The campaign `campaignId` names, as the actor may see it: an SDR reaches every campaign; a client
 * only its company's. Anything else is 404 "Campaign not found", whether it exists or not.
 */
export async function resolveCampaign(actor: Actor, db: DbOrTx, campaignId: string): Promise<CampaignRef> {
  if (actor.role !== "sdr" && actor.campaignId !== campaignId) throw notFound(CAMPAIGN_NOT_FOUND);
  const [campaign] = await db
    .select({
      id: campaigns.id,
      companyId: campaigns.companyId,
      companyName: companies.companyName,
      archived: sql<boolean>`${companies.archivedAt} is not null`,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  return campaign;
}

/**
 * The campaigns a query may read for the actor: undefined (no restriction) for an SDR, the client's
 * own campaign otherwise. A client without a company gets a condition that matches nothing.
 */
export function campaignScope(actor: Actor, column: PgColumn): SQL | undefined {
  if (actor.role === "sdr") return undefined;
  return actor.campaignId ? eq(column, actor.campaignId) : sql`false`;
}

export type AssignmentRow = typeof assignments.$inferSelect;

/**
 * The assignment (the API's Prospect `id`) as the actor may see it: an SDR reaches any, a client only
 * its campaign's; anything else is 404 "Prospect not found". Bad-data records are found too: they are
 * hidden from lists, not deleted.
 */
export async function loadAssignment(actor: Actor, db: DbOrTx, assignmentId: string): Promise<AssignmentRow> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), campaignScope(actor, assignments.campaignId)))
    .limit(1);
  if (!row) throw notFound(PROSPECT_NOT_FOUND);
  return row;
}

/**
 * Clients are read-only on campaign data (DESIGN section 5). Call after the ownership check, so that
 * another company's ids still answer 404 and only the client's own data answers 403.
 */
export function assertCanChangeCampaignData(actor: Actor): void {
  if (actor.role !== "sdr") throw forbidden(CLIENT_READ_ONLY);
}

/** Ownership first (404), then the write permission (403): the check every campaign write starts with. */
export async function loadAssignmentForChange(
  actor: Actor,
  db: DbOrTx,
  assignmentId: string,
): Promise<AssignmentRow> {
  const row = await loadAssignment(actor, db, assignmentId);
  assertCanChangeCampaignData(actor);
  return row;
}

/** The signed-in user of a route whose access is not public (enforceAccess has answered 401 otherwise). */
export function signedInActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
