import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CadenceInput } from "../../../shared/contracts/cadence";
import { endpointUrl } from "../../../shared/contracts/endpoint";
import { cadenceEndpoints as api } from "../../../shared/contracts/endpoints/cadence";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";

export const cadencePath = (campaignId: string) => endpointUrl(api.get, { params: { id: campaignId } });

export const cadenceQuery = (campaignId: string) => endpointQuery(api.get, { params: { id: campaignId } });

export function useCadence(campaignId: string) {
  return useQuery(cadenceQuery(campaignId));
}

/** Saves the whole cadence; the answer (as saved, with who and when) replaces the cached one. */
export function useSaveCadence(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cadence: CadenceInput) =>
      callEndpoint(api.save, { params: { id: campaignId }, body: cadence }),
    onSuccess: (saved) => queryClient.setQueryData(cadenceQuery(campaignId).queryKey, saved),
  });
}
