import type { SessionUser } from "../../shared/contracts/auth";
import type { ActiveCampaign, ManagementClient } from "../../shared/contracts/management";
import { ALL_CAMPAIGNS } from "./campaign-select";
import type { SimulatedClient } from "./simulated-client";
import { isManager } from "./staff-rights";

/**
 * How an SDR's pick is kept: "filter" narrows a page without a campaign (`?campaign=`); "page" opens
 * the campaign's own page of that segment (the dashboard), offered on the campaign pages too. All
 * Campaigns is for the owner and managers (its figures are agency-wide), unless `allForSdrRole` says
 * the page's whole list is one the SDR role may read too.
 */
export type PickBy = { kind: "filter"; allForSdrRole?: boolean } | { kind: "page"; segment: string };

export interface Viewer {
  user: SessionUser | null;
  /** The client a manager is viewing the app as (God Mode). */
  simulated: SimulatedClient | null;
  /** The campaign named in the URL (`/campaign/:campaignId/...`). */
  routeCampaignId: string | undefined;
  /** `?campaign=`: an SDR's pick on a page without a campaign. */
  requestedCampaignId: string | null;
  /** The active campaigns, once loaded. */
  active: ActiveCampaign[] | undefined;
}

export interface ResolvedScope {
  /** The campaign shown: one id, every active campaign (null), or none yet (undefined). */
  campaignId: string | null | undefined;
  campaignIds: string[];
  /** Clients, and managers in God Mode, see every control disabled. */
  readOnly: boolean;
  /** Whether the active campaigns are needed (to pick, list or name a campaign). */
  needsActive: boolean;
  /** Whether which campaigns are listed waits for the active campaigns. */
  dependsOnActive: boolean;
  /** The picker's value (a campaign id or ALL_CAMPAIGNS, "" while loading); null when no picker is offered. */
  pickerValue: string | null;
  /** Whether the picker offers All Campaigns. */
  offersAll: boolean;
  /** Staff in the SDR role who work no active campaign yet: there is nothing to show. */
  noCampaignAssigned: boolean;
}

/**
 * Which campaign a signed-in page shows: the URL's campaign; else a client's own (or, in God Mode,
 * the simulated client's); else, for staff, the picked campaign, or every active campaign for the
 * owner and managers and the first one they work for the SDR role.
 */
export function resolveScope(viewer: Viewer, pickBy: PickBy): ResolvedScope {
  const { user, simulated, routeCampaignId } = viewer;
  const isSdr = user?.type === "sdr";
  // A manager in God Mode sees exactly what the client sees: no campaign picker.
  const picksCampaign = isSdr && simulated === null;
  const offersAll = isManager(user) || (pickBy.kind === "filter" && pickBy.allForSdrRole === true);
  const ownCampaignId = simulated?.campaignId ?? (user?.type === "client" ? user.campaignId : null);
  const campaigns = viewer.active ?? [];
  const dependsOnActive = picksCampaign && routeCampaignId === undefined;
  const filtering = dependsOnActive && pickBy.kind === "filter";
  const picked = filtering
    ? campaigns.find((campaign) => campaign.id === viewer.requestedCampaignId)
    : undefined;
  const unpicked = offersAll ? null : campaigns[0]?.id;
  const campaignId =
    routeCampaignId ?? (picksCampaign ? (picked?.id ?? unpicked) : (ownCampaignId ?? undefined));

  let pickerValue: string | null = null;
  if (picksCampaign && (filtering || pickBy.kind === "page")) {
    const value = campaignId === null ? ALL_CAMPAIGNS : campaignId;
    // A campaign outside the active list (archived, not launched) is still shown, just not offered.
    if (value === undefined) pickerValue = viewer.active === undefined ? "" : null;
    else if (value === ALL_CAMPAIGNS || campaigns.some((campaign) => campaign.id === value))
      pickerValue = value;
  }

  return {
    campaignId,
    campaignIds:
      typeof campaignId === "string"
        ? [campaignId]
        : campaignId === null
          ? campaigns.map((campaign) => campaign.id)
          : [],
    readOnly: !isSdr || simulated !== null,
    needsActive: picksCampaign || (isSdr && routeCampaignId !== undefined),
    dependsOnActive,
    pickerValue,
    offersAll,
    noCampaignAssigned:
      dependsOnActive && !offersAll && viewer.active !== undefined && campaigns.length === 0,
  };
}

/**
 * The company of the campaign shown, for titles: the God Mode client, a client's own company, or
 * (for a manager) the active campaigns, then the clients for a campaign not launched or archived.
 */
export function companyNameOf(
  campaignId: string | null | undefined,
  viewer: Pick<Viewer, "user" | "simulated" | "active">,
  clients: ManagementClient[] | undefined,
): string | undefined {
  if (!campaignId) return undefined;
  const { user, simulated } = viewer;
  if (simulated?.campaignId === campaignId) return simulated.companyName;
  if (user?.type === "client")
    return user.campaignId === campaignId ? (user.companyName ?? undefined) : undefined;
  return (
    viewer.active?.find((campaign) => campaign.id === campaignId)?.companyName ??
    clients?.find((client) => client.campaignId === campaignId)?.companyName
  );
}

/**
 * Whether the clients must be asked for the company name: a manager's campaign not among the active
 * ones (the client list is the managers'; the SDR role is left with the page's own heading).
 */
export function needsClientsForName(
  campaignId: string | null | undefined,
  viewer: Pick<Viewer, "user" | "active">,
  activeLoaded: boolean,
): boolean {
  return (
    isManager(viewer.user) &&
    typeof campaignId === "string" &&
    activeLoaded &&
    !viewer.active?.some((campaign) => campaign.id === campaignId)
  );
}
