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
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { signedInActor } from "../prospects/campaign-access.js";
import { listConversationsJson, openConversation } from "./conversations.service.js";
import { listMessagesJson, postMessage } from "./messages.service.js";

/** JSON the database wrote in the contract's shape: sent as it is, not decoded and re-encoded. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json as never);

/** Spec section 7's prospect-conversation calls. All campaign-scoped. */
export async function conversationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "campaign" as const };
  const path = "/api/prospect-conversations";

  r.get(
    path,
    {
      config,
      schema: { querystring: conversationListQuerySchema, response: { 200: z.array(conversationSchema) } },
    },
    async (request, reply) =>
      sendJson(reply, await listConversationsJson(signedInActor(request), db, request.query.campaignId)),
  );

  // 201 with a new conversation; 200 with the prospect's existing one.
  r.post(
    path,
    {
      config,
      schema: { body: newConversationSchema, response: { 200: conversationSchema, 201: conversationSchema } },
    },
    async (request, reply) => {
      const { conversation, created } = await openConversation(signedInActor(request), db, request.body);
      if (created) announce(request, "conversations", conversation.campaignId);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  r.get(
    `${path}/:id/messages`,
    { config, schema: { params: idParamsSchema, response: { 200: z.array(messageSchema) } } },
    async (request, reply) =>
      sendJson(reply, await listMessagesJson(signedInActor(request), db, request.params.id)),
  );

  r.post(
    `${path}/:id/messages`,
    {
      config,
      schema: { params: idParamsSchema, body: newMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const { message, campaignId } = await postMessage(
        signedInActor(request),
        db,
        request.params.id,
        request.body,
      );
      announce(request, "conversations", campaignId);
      return reply.code(201).send(message);
    },
  );
}
