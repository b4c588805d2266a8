import type { DbOrTx } from "../../core/db/client.js";
import { campaigns, companies } from "../../core/db/schema/index.js";

export interface OnboardedClient {
  companyName: string;
  clientName: string;
  /** The email its client login uses, or null when the login is set up by hand later. */
  loginEmail: string | null;
  assets: string | null;
}

/**
 * A company that bought a package through onboarding: in status Onboarding, with its one campaign, so
 * it appears under Manage Campaigns -> Clients like one a manager added. Runs in the caller's transaction.
 */
export async function createOnboardedCompany(
  tx: DbOrTx,
  client: OnboardedClient,
): Promise<{ companyId: string; campaignId: string }> {
  const [company] = await tx
    .insert(companies)
    .values({
      companyName: client.companyName,
      clientName: client.clientName,
      loginEmail: client.loginEmail,
      assets: client.assets,
      status: "Onboarding",
    })
    .returning({ id: companies.id });
  if (!company) throw new Error("company insert returned nothing");
  const [campaign] = await tx
    .insert(campaigns)
    .values({ companyId: company.id })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error("campaign insert returned nothing");
  return { companyId: company.id, campaignId: campaign.id };
}
