import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActiveCampaign, ManagementClient } from "../../shared/contracts/management";
import { apiGet } from "../lib/api";

/**
 * The campaign lists several screens need to name or pick a campaign. Their query keys are the ones
 * Manage Campaigns uses for the same calls, so every screen shares one cached answer.
 */
export const ACTIVE_CAMPAIGNS_PATH = "/api/campaigns/active";
const CLIENTS_PATH = "/api/management-clients";

/** Spec "Active campaign": the sidebar's CLIENTS list, the campaign pickers and God Mode's picker. */
export function useActiveCampaigns(enabled = true) {
  return useQuery<ActiveCampaign[]>({ queryKey: [ACTIVE_CAMPAIGNS_PATH], enabled });
}

/** The client companies (SDRs only), with or without the archived ones. */
export function clientsQuery(includeArchived: boolean) {
  return queryOptions({
    queryKey: [CLIENTS_PATH, { includeArchived }],
    queryFn: ({ signal }) =>
      apiGet<ManagementClient[]>(includeArchived ? `${CLIENTS_PATH}?includeArchived=true` : CLIENTS_PATH, {
        signal,
      }),
  });
}
