import { and, asc, eq, isNull } from "drizzle-orm";
import type { ActiveCampaign } from "../../../shared/contracts/management.js";
import type { Actor } from "../../core/access/actor.js";
import { staffCampaignFilter } from "../../core/access/worked-campaigns.js";
import type { Db } from "../../core/db/client.js";
import { campaigns, companies, connections } from "../../core/db/schema/index.js";

/**
 * Spec "Active campaign": matrix rows with status Active joined to their (live) company; an SDR's are
 * the campaigns they work.
 */
export async function listActiveCampaigns(actor: Actor, db: Db): Promise<ActiveCampaign[]> {
  return db
    .selectDistinct({ id: campaigns.id, companyName: companies.companyName })
    .from(connections)
    .innerJoin(companies, and(eq(companies.id, connections.companyId), isNull(companies.archivedAt)))
    .innerJoin(campaigns, eq(campaigns.companyId, companies.id))
    .where(
      and(
        eq(connections.status, "Active"),
        isNull(connections.archivedAt),
        staffCampaignFilter(actor, campaigns.id),
      ),
    )
    .orderBy(asc(companies.companyName), asc(campaigns.id));
}
