import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  conversationListQuerySchema,
  conversationSchema,
  messageSchema,
  newConversationSchema,
  newMessageSchema,
} from "../../shared/contracts/conversations.js";
import { idParamsSchema } from "../../shared/contracts/management.js";
import { campaignsOf, conversationOf, prospectOf } from "../auth/scopes.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { listConversationsJson, openConversation } from "./conversations.service.js";
import { listMessagesJson, postMessage } from "./messages.service.js";

/** JSON the database wrote in the contract's shape: sent as it is, not decoded and re-encoded. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json as never);

/** Spec section 7's prospect-conversation calls. */
export async function conversationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const path = "/api/prospect-conversations";

  r.get(
    path,
    {
      config: { access: { campaign: "query.campaignId", optional: true } },
      schema: { querystring: conversationListQuerySchema, response: { 200: z.array(conversationSchema) } },
    },
    async (request, reply) => sendJson(reply, await listConversationsJson(campaignsOf(request), db)),
  );

  // 201 with a new conversation; 200 with the prospect's existing one.
  r.post(
    path,
    {
      config: { access: { prospect: "body.prospectId", write: true } },
      schema: { body: newConversationSchema, response: { 200: conversationSchema, 201: conversationSchema } },
    },
    async (request, reply) => {
      const { conversation, created } = await openConversation(prospectOf(request), db, request.body);
      if (created) announce(request, "conversations", conversation.campaignId);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  r.get(
    `${path}/:id/messages`,
    {
      config: { access: { conversation: "params.id" } },
      schema: { params: idParamsSchema, response: { 200: z.array(messageSchema) } },
    },
    async (request, reply) => sendJson(reply, await listMessagesJson(conversationOf(request), db)),
  );

  r.post(
    `${path}/:id/messages`,
    {
      config: { access: { conversation: "params.id", write: true } },
      schema: { params: idParamsSchema, body: newMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const { message, campaignId } = await postMessage(conversationOf(request), db, request.body);
      announce(request, "conversations", campaignId);
      return reply.code(201).send(message);
    },
  );
}
