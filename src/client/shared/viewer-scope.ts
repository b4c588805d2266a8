import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { ActiveCampaign } from "../../shared/contracts/management";
import { setSearchParam } from "../lib/search-param";
import { campaignPath } from "./campaign-links";
import { clientsQuery, useActiveCampaigns } from "./campaign-lists";
import { ALL_CAMPAIGNS } from "./campaign-select";
import { useSession } from "./session";
import { useSimulatedClient } from "./simulated-client";

export interface CampaignPicker {
  campaigns: ActiveCampaign[];
  /** A campaign id, or ALL_CAMPAIGNS. */
  value: string;
  onChange: (value: string) => void;
  loading: boolean;
}

export interface ViewerScope {
  /** The campaign named in the URL (`/campaign/:campaignId/...`), if any. */
  routeCampaignId: string | undefined;
  /** The campaign shown: one id, every active campaign (null), or none yet (undefined). */
  campaignId: string | null | undefined;
  /** The campaigns whose prospects are listed. */
  campaignIds: string[];
  /** The company of the campaign shown, for titles; undefined while loading or when unknown. */
  companyName: string | undefined;
  /** Clients, and managers in God Mode, see every control disabled. */
  readOnly: boolean;
  /** An SDR outside God Mode chooses among the active campaigns; null when there is no choice. */
  picker: CampaignPicker | null;
  /** Still finding out which campaigns to list (they depend on the active campaigns). */
  pending: boolean;
  /** The active campaigns could not be loaded; `retry` asks again. */
  error: Error | null;
  retry: () => void;
}

/**
 * How an SDR's pick is kept: "filter" narrows a page without a campaign (`?campaign=`); "page" opens
 * the campaign's own page of that segment (the dashboard), offered on the campaign pages too.
 */
export type PickBy = { kind: "filter" } | { kind: "page"; segment: string };

const FILTER: PickBy = { kind: "filter" };

/** The company of a campaign, wherever the viewer can know it; a campaign not launched yet is looked up among the clients. */
function useCompanyName(
  campaignId: string | undefined,
  active: { data: ActiveCampaign[] | undefined; isSuccess: boolean },
): string | undefined {
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const fromActive = active.data?.find((campaign) => campaign.id === campaignId)?.companyName;
  const clients = useQuery({
    ...clientsQuery(true),
    enabled: user?.type === "sdr" && campaignId !== undefined && active.isSuccess && fromActive === undefined,
  });
  if (!campaignId) return undefined;
  if (simulated?.campaignId === campaignId) return simulated.companyName;
  if (user?.type === "client")
    return user.campaignId === campaignId ? (user.companyName ?? undefined) : undefined;
  return fromActive ?? clients.data?.find((client) => client.campaignId === campaignId)?.companyName;
}

/**
 * Which campaign a signed-in page shows, and whether the viewer may change it: the URL's campaign;
 * else a client's own (or, in God Mode, the simulated client's); else, for an SDR, the picked
 * campaign or every active campaign.
 */
export function useViewerScope(pickBy: PickBy = FILTER): ViewerScope {
  const { campaignId: routeCampaignId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const isSdr = user?.type === "sdr";
  const readOnly = !isSdr || simulated !== null;
  // A manager in God Mode sees exactly what the client sees: no campaign picker.
  const picksCampaign = isSdr && simulated === null;
  const ownCampaignId = simulated?.campaignId ?? (user?.type === "client" ? user.campaignId : null);
  const active = useActiveCampaigns(picksCampaign || (isSdr && routeCampaignId !== undefined));
  const campaigns = active.data ?? [];
  const dependsOnList = picksCampaign && routeCampaignId === undefined;
  const filtering = dependsOnList && pickBy.kind === "filter";
  const picked = filtering ? campaigns.find((campaign) => campaign.id === params.get("campaign")) : undefined;

  const campaignId = routeCampaignId ?? (picksCampaign ? (picked?.id ?? null) : (ownCampaignId ?? undefined));
  const companyName = useCompanyName(campaignId ?? undefined, active);

  let picker: CampaignPicker | null = null;
  if (filtering) {
    picker = {
      campaigns,
      value: picked ? picked.id : ALL_CAMPAIGNS,
      loading: active.isPending,
      onChange: (value) =>
        setSearchParam(setParams, "campaign", value === ALL_CAMPAIGNS ? null : value, { replace: true }),
    };
  } else if (picksCampaign && pickBy.kind === "page") {
    const { segment } = pickBy;
    const value = routeCampaignId ?? ALL_CAMPAIGNS;
    // A campaign outside the active list (archived, not launched) is still shown, just not offered.
    if (value === ALL_CAMPAIGNS || campaigns.some((campaign) => campaign.id === value)) {
      picker = {
        campaigns,
        value,
        loading: active.isPending,
        onChange: (next) =>
          void navigate(`${next === ALL_CAMPAIGNS ? `/${segment}` : campaignPath(next, segment)}${search}`),
      };
    }
  }

  return {
    routeCampaignId,
    campaignId,
    campaignIds:
      typeof campaignId === "string"
        ? [campaignId]
        : campaignId === null
          ? campaigns.map((campaign) => campaign.id)
          : [],
    companyName,
    readOnly,
    picker,
    pending: dependsOnList && active.isPending,
    error: dependsOnList ? active.error : null,
    retry: () => void active.refetch(),
  };
}
