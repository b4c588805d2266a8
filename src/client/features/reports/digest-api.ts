import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DigestSettingsInput } from "../../../shared/contracts/digest";
import { digestEndpoints as api } from "../../../shared/contracts/endpoints/digest";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";

export const digestQuery = (campaignId: string) => endpointQuery(api.get, { params: { id: campaignId } });

export function useDigestSettings(campaignId: string) {
  return useQuery(digestQuery(campaignId));
}

/** Saves the day, hour and extra addresses; the answer replaces the cached settings. */
export function useSaveDigestSettings(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DigestSettingsInput) =>
      callEndpoint(api.save, { params: { id: campaignId }, body: input }),
    onSuccess: (saved) => queryClient.setQueryData(digestQuery(campaignId).queryKey, saved),
  });
}

/** Mails last week's digest to the signed-in manager. */
export function useSendDigestPreview(campaignId: string) {
  return useMutation({ mutationFn: () => callEndpoint(api.preview, { params: { id: campaignId } }) });
}
