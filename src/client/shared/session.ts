import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../shared/contracts/auth";
import { authEndpoints } from "../../shared/contracts/endpoints/auth";
import { ApiError } from "../lib/api";
import { callEndpoint, endpointKey } from "../lib/endpoints";

/** The signed-in user; also where the profile is changed (PATCH). */
export const ME = authEndpoints.me.path;

/** Spec section 7/9: no-cache fetch, fresh 60 s, kept 5 min, refetched on mount and focus; 401 means signed out. */
export const sessionQuery = queryOptions({
  queryKey: endpointKey(authEndpoints.me, {}),
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      return await callEndpoint(authEndpoints.me, {}, { signal, cache: "no-store" });
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

export function displayName(user: SessionUser): string {
  return user.type === "client" ? (user.companyName ?? user.email) : user.name;
}

/** Where a user lands after signing in (spec section 4). */
export function homePath(user: SessionUser): string {
  if (user.type === "sdr") return "/manage-campaigns";
  return user.campaignId ? `/campaign/${user.campaignId}/dashboard` : "/dashboard";
}
