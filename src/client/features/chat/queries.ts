import { conversationEndpoints as api } from "../../../shared/contracts/endpoints/conversations";
import { endpointQuery } from "../../lib/endpoints";

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
