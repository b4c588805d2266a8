import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointUrl } from "../../../shared/contracts/endpoint";
import { scriptEndpoints as api } from "../../../shared/contracts/endpoints/scripts";
import type { ScriptsUpdate } from "../../../shared/contracts/scripts";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";

export const scriptsPath = (campaignId: string) => endpointUrl(api.list, { params: { id: campaignId } });

export const scriptsQuery = (campaignId: string) => endpointQuery(api.list, { params: { id: campaignId } });

export function useScripts(campaignId: string) {
  return useQuery(scriptsQuery(campaignId));
}

/** Saves the edited templates; the answer (all ten, as saved) replaces the cached list. */
export function useSaveScripts(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ScriptsUpdate) =>
      callEndpoint(api.save, { params: { id: campaignId }, body: update }),
    onSuccess: (saved) => queryClient.setQueryData(scriptsQuery(campaignId).queryKey, saved),
  });
}
