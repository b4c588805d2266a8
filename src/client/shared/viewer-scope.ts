import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import type { ActiveCampaign } from "../../shared/contracts/management";
import { setSearchParam } from "../lib/search-param";
import { campaignPath } from "./campaign-links";
import { clientsQuery, useActiveCampaigns } from "./campaign-lists";
import { ALL_CAMPAIGNS } from "./campaign-select";
import { useSession } from "./session";
import { useSimulatedClient } from "./simulated-client";
import { companyNameOf, needsClientsForName, type PickBy, resolveScope } from "./viewer-scope-rules";

export type { PickBy } from "./viewer-scope-rules";

export interface CampaignPicker {
  campaigns: ActiveCampaign[];
  /** A campaign id, or ALL_CAMPAIGNS; "" while the campaigns load. */
  value: string;
  /** Whether All Campaigns is among the choices (the owner and managers). */
  offersAll: boolean;
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
  /** Staff in the SDR role who work no active campaign yet. */
  noCampaignAssigned: boolean;
  /** The active campaigns could not be loaded; `retry` asks again. */
  error: Error | null;
  retry: () => void;
}

const FILTER: PickBy = { kind: "filter" };

/** Which campaign a signed-in page shows, under which company, and what the viewer may change (viewer-scope-rules.ts). */
export function useViewerScope(pickBy: PickBy = FILTER): ViewerScope {
  const { campaignId: routeCampaignId } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const viewer = {
    user,
    simulated,
    routeCampaignId,
    requestedCampaignId: params.get("campaign"),
    active: undefined as ActiveCampaign[] | undefined,
  };
  const active = useActiveCampaigns(resolveScope(viewer, pickBy).needsActive);
  viewer.active = active.data;
  const scope = resolveScope(viewer, pickBy);
  const clients = useQuery({
    ...clientsQuery(true),
    enabled: needsClientsForName(scope.campaignId, viewer, active.isSuccess),
  });

  const pick = (value: string) => {
    if (pickBy.kind === "filter") {
      setSearchParam(setParams, "campaign", value === ALL_CAMPAIGNS ? null : value, { replace: true });
    } else {
      const path = value === ALL_CAMPAIGNS ? `/${pickBy.segment}` : campaignPath(value, pickBy.segment);
      void navigate(`${path}${search}`);
    }
  };

  return {
    routeCampaignId,
    campaignId: scope.campaignId,
    campaignIds: scope.campaignIds,
    companyName: companyNameOf(scope.campaignId, viewer, clients.data),
    readOnly: scope.readOnly,
    picker:
      scope.pickerValue === null
        ? null
        : {
            campaigns: active.data ?? [],
            value: scope.pickerValue,
            offersAll: scope.offersAll,
            onChange: pick,
            loading: active.isPending,
          },
    pending: scope.dependsOnActive && active.isPending,
    noCampaignAssigned: scope.noCampaignAssigned,
    error: scope.dependsOnActive ? active.error : null,
    retry: () => void active.refetch(),
  };
}
