import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { LiveNotice, LiveTopic } from "../../shared/contracts/events";

/** A change to data: what kind, and the campaign it belongs to (null: agency-wide). */
export type Change = Pick<LiveNotice, "t" | "c">;

/** Every figure and list a campaign's prospects feed. */
function campaignData(campaignId: string | null): string[] {
  return [
    campaignId ? `/api/campaigns/${campaignId}/` : "/api/campaigns/",
    "/api/metrics",
    "/api/activity",
    "/api/prospect-conversations",
    "/api/team-kpis",
    "/api/pool-prospects",
  ];
}

/** The API paths (query keys start with them) that show data of each kind of change. */
const PATHS_OF: Record<LiveTopic, (campaignId: string | null) => string[]> = {
  prospects: campaignData,
  conversations: (campaignId) => [
    "/api/prospect-conversations",
    campaignId ? `/api/campaigns/${campaignId}/` : "/api/campaigns/",
  ],
  imports: (campaignId) => ["/api/import-batches", ...campaignData(campaignId)],
  management: () => [
    "/api/management-",
    "/api/connection-matrix",
    "/api/campaigns/active",
    "/api/subscriptions",
    "/api/metrics",
    "/api/activity",
  ],
  scripts: (campaignId) => [campaignId ? `/api/campaigns/${campaignId}/scripts` : "/api/campaigns/"],
  resources: () => ["/api/resources"],
};

const keyPath = (queryKey: QueryKey) => queryKey.filter((part) => typeof part === "string").join("/");

/**
 * Marks every cached query showing data of these changes stale; the ones on screen refetch at once.
 * Used after a tab's own writes and for the live-update notices of everyone else's.
 */
export function invalidateChanges(
  queryClient: QueryClient,
  changes: Change[],
  /** Queries to leave alone (already brought up to date some other way). */
  except: (query: Query) => boolean = () => false,
): Promise<void> {
  const prefixes = [...new Set(changes.flatMap((change) => PATHS_OF[change.t](change.c)))];
  if (prefixes.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = keyPath(query.queryKey);
      return prefixes.some((prefix) => path.startsWith(prefix)) && !except(query);
    },
  });
}

/** Everything fetched again: after missed notices (a reconnect), nothing cached can be trusted. */
export function invalidateEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => keyPath(queryKey).startsWith("/api/"),
  });
}
