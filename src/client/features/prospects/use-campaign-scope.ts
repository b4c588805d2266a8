import { useParams, useSearchParams } from "react-router";
import type { ActiveCampaign } from "../../../shared/contracts/management";
import { setSearchParam } from "../../lib/search-param";
import { useSession } from "../auth/api";
import { ALL_CAMPAIGNS } from "../dashboard/campaign-select";
import { useSimulatedClient } from "../god-mode/god-mode-store";
import { useActiveCampaigns } from "../management/api";

export interface CampaignScope {
  /** The campaigns whose prospects are listed. */
  campaignIds: string[];
  /** Whose figures the cards show: one campaign, every campaign (null), or none (undefined). */
  metricsCampaignId: string | null | undefined;
  /** Still finding out which campaigns to list. */
  pending: boolean;
  /** The list of campaigns could not be loaded; `retry` asks again. */
  error: Error | null;
  retry: () => void;
  /** Clients, and managers in God Mode, see every control disabled. */
  readOnly: boolean;
  /** Without a campaign in the URL an SDR picks one: "all" or a campaign id (kept in ?campaign=). */
  picker: {
    campaigns: ActiveCampaign[];
    value: string;
    onChange: (value: string) => void;
    loading: boolean;
  } | null;
}

/**
 * Which campaign a prospect screen shows: the URL's campaign; else a client's own (or, in God Mode,
 * the simulated client's); else, for an SDR, the picked campaign or every active campaign.
 */
export function useCampaignScope(): CampaignScope {
  const { campaignId } = useParams();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const isSdr = user?.type === "sdr";
  const readOnly = !isSdr || simulated !== null;
  const ownCampaignId = simulated?.campaignId ?? (user?.type === "client" ? user.campaignId : null);
  const needsPicker = !campaignId && isSdr && simulated === null;
  const active = useActiveCampaigns(needsPicker);

  const fixed = { pending: false, error: null, retry: () => {}, readOnly, picker: null };
  if (campaignId) return { ...fixed, campaignIds: [campaignId], metricsCampaignId: campaignId };
  if (!needsPicker) {
    return ownCampaignId
      ? { ...fixed, campaignIds: [ownCampaignId], metricsCampaignId: ownCampaignId }
      : { ...fixed, campaignIds: [], metricsCampaignId: undefined };
  }

  const campaigns = active.data ?? [];
  const requested = params.get("campaign");
  const chosen = campaigns.find((campaign) => campaign.id === requested);
  const picker = {
    campaigns,
    value: chosen ? chosen.id : ALL_CAMPAIGNS,
    loading: active.isPending,
    onChange: (value: string) =>
      setSearchParam(setParams, "campaign", value === ALL_CAMPAIGNS ? null : value, { replace: true }),
  };
  return {
    campaignIds: chosen ? [chosen.id] : campaigns.map((campaign) => campaign.id),
    metricsCampaignId: chosen ? chosen.id : null,
    pending: active.isPending,
    error: active.error,
    retry: () => void active.refetch(),
    readOnly,
    picker,
  };
}
