import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { type Conversation, type MessageType, SENDER_OF_TYPE } from "../../../shared/contracts/conversations";
import { conversationEndpoints as api } from "../../../shared/contracts/endpoints/conversations";
import { callEndpoint } from "../../lib/endpoints";
import { CONVERSATIONS_PATH, conversationsQuery, messagesQuery } from "./queries";

/** The conversation lists (not the threads) are fetched again: order, counts and dates follow the write. */
function refetchConversationLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[0] === "string" && queryKey[0].startsWith(`${CONVERSATIONS_PATH}?`),
  });
}

/** Replaces or adds a conversation in the campaign's cached list, until the refetch brings the server's. */
function putCachedConversation(queryClient: QueryClient, conversation: Conversation) {
  queryClient.setQueryData(conversationsQuery(conversation.campaignId).queryKey, (rows) => {
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

interface SendCallbacks {
  onSent: (variables: SendVariables) => void;
  onFailed: (error: Error) => void;
}

/**
 * POST /api/prospect-conversations/{id}/messages; the sender follows the message type. The new message
 * joins the cached thread at once and the conversation lists are fetched again (newest first). The
 * callbacks run even when the thread was left meanwhile (a sent draft is still cleared).
 */
export function useSendMessage({ onSent, onFailed }: SendCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversation, content, messageType }: SendVariables) =>
      callEndpoint(api.postMessage, {
        params: { id: conversation.id },
        body: { content, messageType, sender: SENDER_OF_TYPE[messageType] },
      }),
    onError: (error) => onFailed(error),
    onSuccess: (message, variables) => {
      const { conversation } = variables;
      onSent(variables);
      queryClient.setQueryData(messagesQuery(conversation.id).queryKey, (thread) =>
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
    mutationFn: (prospectId: string) => callEndpoint(api.open, { body: { prospectId } }),
    onSuccess: (conversation) => {
      putCachedConversation(queryClient, conversation);
      void refetchConversationLists(queryClient);
    },
  });
}
