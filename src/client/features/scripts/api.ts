import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Script, ScriptsUpdate } from "../../../shared/contracts/scripts";
import { apiGet, apiRequest } from "../../lib/api";

export const scriptsPath = (campaignId: string) => `/api/campaigns/${campaignId}/scripts`;

export function scriptsQuery(campaignId: string) {
  return queryOptions({
    queryKey: [scriptsPath(campaignId)],
    queryFn: ({ signal }) => apiGet<Script[]>(scriptsPath(campaignId), { signal }),
  });
}

export function useScripts(campaignId: string) {
  return useQuery(scriptsQuery(campaignId));
}

/** Saves the edited templates; the answer (all ten, as saved) replaces the cached list. */
export function useSaveScripts(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ScriptsUpdate) => apiRequest<Script[]>("PUT", scriptsPath(campaignId), update),
    onSuccess: (saved) => queryClient.setQueryData(scriptsQuery(campaignId).queryKey, saved),
  });
}
