import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { shareLinkEndpoints as api } from "../../../shared/contracts/endpoints/share-links";
import type { ShareLink, ShareLinkCreate } from "../../../shared/contracts/share-links";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";

export const shareLinksQuery = (campaignId: string) =>
  endpointQuery(api.list, { params: { id: campaignId } });

/** The company's links, newest first (revoked and expired ones included). */
export function useShareLinks(campaignId: string) {
  return useQuery(shareLinksQuery(campaignId));
}

/** Makes a link; the answer's `url` is the only time its address is known. */
export function useCreateShareLink(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareLinkCreate) => callEndpoint(api.create, { params: { id: campaignId }, body }),
    onSuccess: ({ link }) =>
      queryClient.setQueryData(shareLinksQuery(campaignId).queryKey, (links: ShareLink[] | undefined) =>
        links ? [link, ...links] : links,
      ),
  });
}

export function useRevokeShareLink(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => callEndpoint(api.revoke, { params: { id: campaignId, linkId } }),
    onSuccess: (revoked) =>
      queryClient.setQueryData(shareLinksQuery(campaignId).queryKey, (links: ShareLink[] | undefined) =>
        links?.map((link) => (link.id === revoked.id ? revoked : link)),
      ),
  });
}
