import { useQuery } from "@tanstack/react-query";
import { useSession } from "../auth/api";
import { useSimulatedClient } from "../god-mode/god-mode-store";
import { listQuery, useActiveCampaigns } from "../management/api";

/**
 * The company name of a campaign, the way the dashboard finds it: the God Mode client, a client's own
 * company, or (for a manager) the active campaigns; a campaign not launched yet is looked up among the
 * clients. Undefined while loading or when unknown.
 */
export function useCampaignName(campaignId: string | undefined): string | undefined {
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const isSdr = user?.type === "sdr";
  const active = useActiveCampaigns(isSdr && campaignId !== undefined);
  const fromActive = active.data?.find((campaign) => campaign.id === campaignId)?.companyName;
  const clients = useQuery({
    ...listQuery("clients", true),
    enabled: isSdr && campaignId !== undefined && active.isSuccess && fromActive === undefined,
  });
  if (!campaignId) return undefined;
  if (simulated?.campaignId === campaignId) return simulated.companyName;
  if (user?.type === "client")
    return user.campaignId === campaignId ? (user.companyName ?? undefined) : undefined;
  return fromActive ?? clients.data?.find((client) => client.campaignId === campaignId)?.companyName;
}
