import type { LoaderFunctionArgs } from "react-router";
import { conversationsQuery } from "../features/chat/queries";
import { listQuery } from "../features/management/api";
import { queryClient } from "../lib/query-client-instance";
import { prospectsQuery } from "../shared/prospects-query";
import { sessionQuery } from "../shared/session";
import { isManager } from "../shared/staff-rights";
import { mayBeVisible } from "./campaign-gate";

/**
 * The reads a page starts with its navigation, while its code and the session are still loading (the
 * router's loaders call them). They need the endpoint records, so they load apart from the router.
 */

/** On a large campaign the prospect list is the longest wait: it no longer queues behind the rest. */
export function prefetchCampaignProspects({ params }: LoaderFunctionArgs) {
  const user = queryClient.getQueryData(sessionQuery.queryKey);
  // Nothing is asked about a campaign the user cannot see (the page says it is not found).
  if (params.campaignId && mayBeVisible(params.campaignId, user))
    void queryClient.prefetchQuery(prospectsQuery(params.campaignId));
}

export function prefetchConversations({ params }: LoaderFunctionArgs) {
  if (params.campaignId) void queryClient.prefetchQuery(conversationsQuery(params.campaignId));
}

/** The lists Manage Campaigns shows first; not for someone the page sends away. */
export function prefetchManagementLists() {
  const user = queryClient.getQueryData(sessionQuery.queryKey);
  if (user && !isManager(user)) return;
  for (const resource of ["connections", "clients", "sdrs", "schedulers"] as const) {
    void queryClient.prefetchQuery(listQuery(resource, resource !== "connections"));
  }
}
