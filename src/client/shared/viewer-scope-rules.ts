import type { SessionUser } from "../../shared/contracts/auth";
import type { ActiveCampaign, ManagementClient } from "../../shared/contracts/management";
import { ALL_CAMPAIGNS } from "./campaign-select";
import type { SimulatedClient } from "./simulated-client";

/**
 * How an SDR's pick is kept: "filter" narrows a page without a campaign (`?campaign=`); "page" opens
 * the campaign's own page of that segment (the dashboard), offered on the campaign pages too.
 */
export type PickBy = { kind: "filter" } | { kind: "page"; segment: string };

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
  /** The picker's value (a campaign id or ALL_CAMPAIGNS); null when no picker is offered. */
  pickerValue: string | null;
}

/**
 * Which campaign a signed-in page shows: the URL's campaign; else a client's own (or, in God Mode,
 * the simulated client's); else, for an SDR, the picked campaign or every active campaign.
 */
export function resolveScope(viewer: Viewer, pickBy: PickBy): ResolvedScope {
  const { user, simulated, routeCampaignId } = viewer;
  const isSdr = user?.type === "sdr";
  // A manager in God Mode sees exactly what the client sees: no campaign picker.
  const picksCampaign = isSdr && simulated === null;
  const ownCampaignId = simulated?.campaignId ?? (user?.type === "client" ? user.campaignId : null);
  const campaigns = viewer.active ?? [];
  const dependsOnActive = picksCampaign && routeCampaignId === undefined;
  const filtering = dependsOnActive && pickBy.kind === "filter";
  const picked = filtering
    ? campaigns.find((campaign) => campaign.id === viewer.requestedCampaignId)
    : undefined;
  const campaignId = routeCampaignId ?? (picksCampaign ? (picked?.id ?? null) : (ownCampaignId ?? undefined));

  let pickerValue: string | null = null;
  if (filtering) pickerValue = picked ? picked.id : ALL_CAMPAIGNS;
  else if (picksCampaign && pickBy.kind === "page") {
    const value = routeCampaignId ?? ALL_CAMPAIGNS;
    // A campaign outside the active list (archived, not launched) is still shown, just not offered.
    if (value === ALL_CAMPAIGNS || campaigns.some((campaign) => campaign.id === value)) pickerValue = value;
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

/** Whether the clients must be asked for the company name (an SDR's campaign not among the active). */
export function needsClientsForName(
  campaignId: string | null | undefined,
  viewer: Pick<Viewer, "user" | "active">,
  activeLoaded: boolean,
): boolean {
  return (
    viewer.user?.type === "sdr" &&
    typeof campaignId === "string" &&
    activeLoaded &&
    !viewer.active?.some((campaign) => campaign.id === campaignId)
  );
}
