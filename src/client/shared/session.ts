import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../shared/contracts/auth";
import type { authEndpoints } from "../../shared/contracts/endpoints/auth";
import { ApiError } from "../lib/api";
import { callEndpoint, endpointAddress, endpointKey } from "../lib/endpoints";
import { isManager } from "./staff-rights";

// Every page, the landing page too, asks who is signed in: by address, without the auth records.
const me = endpointAddress<typeof authEndpoints.me>({ method: "GET", path: "/api/auth/me" });

/** The signed-in user; also where the profile is changed (PATCH). */
export const ME = me.path;

/** Spec section 7/9: no-cache fetch, fresh 60 s, kept 5 min, refetched on mount and focus; 401 means signed out. */
export const sessionQuery = queryOptions({
  queryKey: endpointKey(me, {}),
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      return await callEndpoint(me, {}, { signal, cache: "no-store" });
    } catch (error) {
      // Any refused answer (401 or another status) means no user; a failed connection stays an error.
      if (error instanceof ApiError) return null;
      throw error;
    }
  },
  staleTime: 60_000,
  gcTime: 5 * 60_000,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  retry: false,
});

export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data ?? null, isLoading: query.isPending };
}

/**
 * Spec: logging out clears all cached data. The session query is set to signed-out rather than removed,
 * so screens that watch it (the Already Logged In card) see the change.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME });
  queryClient.getMutationCache().clear();
}

export function displayName(user: SessionUser): string {
  return user.type === "client" ? (user.companyName ?? user.email) : user.name;
}

/**
 * Where a user lands after signing in (spec section 4): the agency's owner and managers on Manage
 * Campaigns, staff in the SDR role on their Today queue, a client on its campaign's dashboard.
 */
export function homePath(user: SessionUser): string {
  if (user.type === "sdr") return isManager(user) ? "/manage-campaigns" : "/today";
  return user.campaignId ? `/campaign/${user.campaignId}/dashboard` : "/dashboard";
}
