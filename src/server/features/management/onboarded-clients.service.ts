import type { DbOrTx } from "../../core/db/client.js";
import { insertCompanyWithCampaign } from "./company-with-campaign.js";

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
  return insertCompanyWithCampaign(tx, { ...client, status: "Onboarding" });
}
