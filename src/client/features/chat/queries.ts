import type { LoaderFunctionArgs } from "react-router";
import { conversationEndpoints as api } from "../../../shared/contracts/endpoints/conversations";
import { endpointQuery } from "../../lib/endpoints";
import { queryClient } from "../../lib/query-client-instance";

/**
 * Query keys are the URL paths they fetch, under /api/prospect-conversations: the invalidation every
 * prospect write already runs (prospects/api.ts invalidateAfterWrite) refreshes them too.
 */
export const CONVERSATIONS_PATH = api.list.path;

/** GET /api/prospect-conversations?campaignId=: the campaign's conversations, newest message first. */
export const conversationsQuery = (campaignId: string) => endpointQuery(api.list, { query: { campaignId } });

/** GET /api/prospect-conversations/{id}/messages: the thread, oldest first. */
export const messagesQuery = (conversationId: string) =>
  endpointQuery(api.messages, { params: { id: conversationId } });

/**
 * Route loader: starts fetching the campaign's conversations with the navigation, while the page's code
 * and the session are still loading. Kept apart from api.ts so the router's bundle gets none of the
 * chat's mutations.
 */
export function prefetchConversations({ params }: LoaderFunctionArgs) {
  if (params.campaignId) void queryClient.prefetchQuery(conversationsQuery(params.campaignId));
  return null;
}
