import type { FastifyInstance, FastifyReply } from "fastify";
import { conversationEndpoints as api } from "../../../shared/contracts/endpoints/conversations.js";
import { campaignsOf, conversationOf, prospectOf } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listConversationsJson, openConversation } from "./conversations.service.js";
import { listMessagesJson, postMessage } from "./messages.service.js";

/** JSON the database wrote in the contract's shape: sent as it is, not decoded and re-encoded. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json as never);

/** Spec section 7's prospect-conversation calls. */
export async function conversationRoutes(app: FastifyInstance, { db }: { db: Db }) {
  registerEndpoint(
    app,
    api.list,
    { access: { campaign: "query.campaignId", optional: true } },
    async (request, reply) => sendJson(reply, await listConversationsJson(campaignsOf(request), db)),
  );

  // 201 with a new conversation; 200 with the prospect's existing one.
  registerEndpoint(
    app,
    api.open,
    { access: { prospect: "body.prospectId", write: true } },
    async (request, reply) => {
      const { conversation, created } = await openConversation(prospectOf(request), db, request.body);
      reply.code(created ? 201 : 200);
      return changed(conversation, [created && changes.conversations(conversation.campaignId)]);
    },
  );

  registerEndpoint(app, api.messages, { access: { conversation: "params.id" } }, async (request, reply) =>
    sendJson(reply, await listMessagesJson(conversationOf(request), db)),
  );

  registerEndpoint(
    app,
    api.postMessage,
    { access: { conversation: "params.id", write: true } },
    async (request, reply) => {
      const { message, campaignId } = await postMessage(conversationOf(request), db, request.body);
      reply.code(201);
      return changed(message, [changes.conversations(campaignId)]);
    },
  );
}
