import type { FastifyInstance } from "fastify";
import { apiKeyEndpoints as api } from "../../../shared/contracts/endpoints/api-keys.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listApiKeyAudit } from "./api-key-audit.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.js";

/** API keys: managers create, list and revoke them under Settings, signed in (a key never reaches these). */
export async function apiKeyRoutes(app: FastifyInstance, { db }: AppContext) {
  const options = { access: "sdr", sessionOnly: true } as const;

  registerEndpoint(app, api.list, options, async () => listApiKeys(db));

  registerEndpoint(app, api.create, options, async (request, reply) => {
    const created = await createApiKey(actingUser(request.actor), db, request.body);
    return reply.code(201).send(created);
  });

  registerEndpoint(app, api.revoke, options, async (request) =>
    revokeApiKey(actingUser(request.actor), db, request.params.id),
  );

  registerEndpoint(app, api.audit, options, async () => listApiKeyAudit(db));
}
