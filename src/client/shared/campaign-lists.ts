import { queryOptions, useQuery } from "@tanstack/react-query";
import { campaignEndpoints } from "../../shared/contracts/endpoints/campaigns";
import { managementEndpoints } from "../../shared/contracts/endpoints/management";
import { callEndpoint, endpointQuery } from "../lib/endpoints";

/**
 * The campaign lists several screens need to name or pick a campaign. Their query keys are the ones
 * Manage Campaigns uses for the same calls, so every screen shares one cached answer.
 */
export const ACTIVE_CAMPAIGNS_PATH = campaignEndpoints.active.path;
const clientList = managementEndpoints.clients.list;

/** Spec "Active campaign": the sidebar's CLIENTS list, the campaign pickers and God Mode's picker. */
export function useActiveCampaigns(enabled = true) {
  return useQuery({ ...endpointQuery(campaignEndpoints.active, {}), enabled });
}

/** The client companies (SDRs only), with or without the archived ones. */
export function clientsQuery(includeArchived: boolean) {
  return queryOptions({
    queryKey: [clientList.path, { includeArchived }],
    queryFn: ({ signal }) =>
      callEndpoint(clientList, { query: includeArchived ? { includeArchived: "true" } : {} }, { signal }),
  });
}
