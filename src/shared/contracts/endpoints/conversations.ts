import { z } from "zod";
import {
  conversationListQuerySchema,
  conversationSchema,
  messageSchema,
  newConversationSchema,
  newMessageSchema,
} from "../conversations.js";
import { conversationInPath, endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";

/** Spec section 7's prospect-conversation calls. */
export const conversationEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/prospect-conversations",
    query: conversationListQuerySchema,
    response: { 200: z.array(conversationSchema) },
    access: { campaign: (input) => input.query.campaignId, optional: true },
    summary: "List conversations",
    tag: "Conversations",
  }),
  /** 201 with a new conversation; 200 with the prospect's existing one. */
  open: endpoint({
    method: "POST",
    path: "/api/prospect-conversations",
    body: newConversationSchema,
    response: { 200: conversationSchema, 201: conversationSchema },
    access: { prospect: (input) => input.body.prospectId, write: true },
    summary: "Open a prospect's conversation",
    tag: "Conversations",
  }),
  messages: endpoint({
    method: "GET",
    path: "/api/prospect-conversations/:id/messages",
    params: idParamsSchema,
    response: { 200: z.array(messageSchema) },
    access: conversationInPath(),
    summary: "A conversation's messages",
    tag: "Conversations",
  }),
  postMessage: endpoint({
    method: "POST",
    path: "/api/prospect-conversations/:id/messages",
    params: idParamsSchema,
    body: newMessageSchema,
    response: { 201: messageSchema },
    access: conversationInPath({ write: true }),
    summary: "Post a message",
    tag: "Conversations",
  }),
};
