import type { FastifyInstance } from "fastify";
import { apiKeyEndpoints as api } from "../../../shared/contracts/endpoints/api-keys.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listApiKeyAudit } from "./api-key-audit.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.js";

/** API keys: managers create, list and revoke them under Settings, signed in (a key never reaches these). */
export async function apiKeyRoutes(app: FastifyInstance, { db }: AppContext) {
  registerEndpoint(app, api.list, async () => listApiKeys(db));

  registerEndpoint(app, api.create, async ({ request, reply }) => {
    const created = await createApiKey(actingUser(request.actor), db, request.body);
    return reply.code(201).send(created);
  });

  registerEndpoint(app, api.revoke, async ({ request }) =>
    revokeApiKey(actingUser(request.actor), db, request.params.id),
  );

  registerEndpoint(app, api.audit, async () => listApiKeyAudit(db));
}
