import { queryOptions } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import type { Conversation, Message } from "../../../shared/contracts/conversations";
import { apiGet } from "../../lib/api";
import { queryClient } from "../../lib/query-client-instance";

/**
 * Query keys are the URL paths they fetch, under /api/prospect-conversations: the invalidation every
 * prospect write already runs (prospects/api.ts invalidateAfterWrite) refreshes them too.
 */
export const CONVERSATIONS_PATH = "/api/prospect-conversations";
export const conversationsPath = (campaignId: string) => `${CONVERSATIONS_PATH}?campaignId=${campaignId}`;
export const messagesPath = (conversationId: string) => `${CONVERSATIONS_PATH}/${conversationId}/messages`;

/** GET /api/prospect-conversations?campaignId=: the campaign's conversations, newest message first. */
export function conversationsQuery(campaignId: string) {
  return queryOptions({
    queryKey: [conversationsPath(campaignId)],
    queryFn: ({ signal }) => apiGet<Conversation[]>(conversationsPath(campaignId), { signal }),
  });
}

/** GET /api/prospect-conversations/{id}/messages: the thread, oldest first. */
export function messagesQuery(conversationId: string) {
  return queryOptions({
    queryKey: [messagesPath(conversationId)],
    queryFn: ({ signal }) => apiGet<Message[]>(messagesPath(conversationId), { signal }),
  });
}

/**
 * Route loader: starts fetching the campaign's conversations with the navigation, while the page's code
 * and the session are still loading. Kept apart from api.ts so the router's bundle gets no contracts.
 */
export function prefetchConversations({ params }: LoaderFunctionArgs) {
  if (params.campaignId) void queryClient.prefetchQuery(conversationsQuery(params.campaignId));
  return null;
}
