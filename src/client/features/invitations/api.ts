import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { invitationEndpoints as api } from "../../../shared/contracts/endpoints/invitations";
import type { AcceptInvitationRequest } from "../../../shared/contracts/invitations";
import { callEndpoint } from "../../lib/endpoints";
import { sessionQuery } from "../../shared/session";

const PREVIEW = api.preview.path;

/** What the invitation page shows: asked once per token, never retried (a bad link stays bad). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: [PREVIEW, token],
    queryFn: () => callEndpoint(api.preview, { body: { token } }),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/**
 * Accepting signs the browser in as the invitee (the server sets the cookie): the answer becomes the
 * session, and whatever an earlier account of this browser had loaded is dropped.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationRequest) => callEndpoint(api.accept, { body }),
    onSuccess: (user) => {
      const keep = new Set<unknown>([sessionQuery.queryKey[0], PREVIEW]);
      queryClient.removeQueries({ predicate: (query) => !keep.has(query.queryKey[0]) });
      queryClient.setQueryData(sessionQuery.queryKey, user);
    },
  });
}
