import type { FastifyInstance, FastifyReply } from "fastify";
import { conversationEndpoints as api } from "../../../shared/contracts/endpoints/conversations.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listConversationsJson, openConversation } from "./conversations.service.js";
import { listMessagesJson, postMessage } from "./messages.service.js";

/** JSON the database wrote in the contract's shape: sent as it is, not decoded and re-encoded. */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type("application/json; charset=utf-8").send(json as never);

/** Spec section 7's prospect-conversation calls. */
export async function conversationRoutes(app: FastifyInstance, { db }: AppContext) {
  registerEndpoint(app, api.list, async ({ reply, campaign }) =>
    sendJson(reply, await listConversationsJson(campaign, db)),
  );

  // 201 with a new conversation; 200 with the prospect's existing one.
  registerEndpoint(app, api.open, async ({ request, reply, prospect }) => {
    const { conversation, created } = await openConversation(prospect, db, request.body);
    reply.code(created ? 201 : 200);
    return changed(conversation, [created && changes.conversations(conversation.campaignId)]);
  });

  registerEndpoint(app, api.messages, async ({ reply, conversation }) =>
    sendJson(reply, await listMessagesJson(conversation, db)),
  );

  registerEndpoint(app, api.postMessage, async ({ request, reply, conversation }) => {
    const { message, campaignId } = await postMessage(conversation, db, request.body);
    reply.code(201);
    return changed(message, [changes.conversations(campaignId)]);
  });
}
