import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type Conversation,
  type Message,
  type MessageType,
  SENDER_OF_TYPE,
} from "../../../shared/contracts/conversations";
import { apiGet, apiRequest } from "../../lib/api";

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

/** The conversation lists (not the threads) are fetched again: order, counts and dates follow the write. */
function refetchConversationLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" && queryKey[0].startsWith(`${CONVERSATIONS_PATH}?`),
  });
}

/** Replaces or adds a conversation in the campaign's cached list, until the refetch brings the server's. */
function putCachedConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData<Conversation[]>(conversationsQuery(conversation.campaignId).queryKey, (rows) => {
    if (!rows) return rows;
    const found = rows.some((row) => row.id === conversation.id);
    return found
      ? rows.map((row) => (row.id === conversation.id ? conversation : row))
      : [...rows, conversation];
  });
}

export interface SendVariables {
  conversation: Conversation;
  content: string;
  messageType: MessageType;
}

/**
 * POST /api/prospect-conversations/{id}/messages; the sender follows the message type. The new message
 * joins the cached thread at once and the conversation lists are fetched again (newest first).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversation, content, messageType }: SendVariables) =>
      apiRequest<Message>("POST", messagesPath(conversation.id), {
        content,
        messageType,
        sender: SENDER_OF_TYPE[messageType],
      }),
    onSuccess: (message, { conversation }) => {
      queryClient.setQueryData<Message[]>(messagesQuery(conversation.id).queryKey, (thread) =>
        thread?.some((row) => row.id === message.id) ? thread : [...(thread ?? []), message],
      );
      putCachedConversation(queryClient, {
        ...conversation,
        lastMessageAt: message.timestamp,
        messageCount: conversation.messageCount + 1,
      });
      // Not awaited: the sender sees the result without waiting for the list.
      void refetchConversationLists(queryClient);
    },
  });
}

/**
 * POST /api/prospect-conversations for a listed prospect (its `id`): the prospect's conversation,
 * created when it has none (201) or the existing one (200). It joins the cached list at once.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prospectId: string) => apiRequest<Conversation>("POST", CONVERSATIONS_PATH, { prospectId }),
    onSuccess: (conversation) => {
      putCachedConversation(queryClient, conversation);
      void refetchConversationLists(queryClient);
    },
  });
}
