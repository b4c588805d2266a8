import type { DbOrTx } from "../../core/db/client.js";
import { campaigns, companies } from "../../core/db/schema/index.js";

/** A company with its one campaign (every company has exactly one). Runs in the caller's transaction. */
export async function insertCompanyWithCampaign(
  tx: DbOrTx,
  company: typeof companies.$inferInsert,
): Promise<{ companyId: string; campaignId: string }> {
  const [row] = await tx.insert(companies).values(company).returning({ id: companies.id });
  if (!row) throw new Error("company insert returned nothing");
  const [campaign] = await tx.insert(campaigns).values({ companyId: row.id }).returning({ id: campaigns.id });
  if (!campaign) throw new Error("campaign insert returned nothing");
  return { companyId: row.id, campaignId: campaign.id };
}
