import type { FastifyInstance } from "fastify";
import { resourceEndpoints as api } from "../../../shared/contracts/endpoints/resources.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listResources, saveResources } from "./resources.service.js";

/** Spec "Resources" (SDR-only), kept on the server for the whole team (docs/decisions/0007). */
export async function resourceRoutes(app: FastifyInstance, { db }: AppContext) {
  registerEndpoint(app, api.list, async ({ request }) => listResources(actingUser(request.actor), db));

  registerEndpoint(app, api.save, async ({ request }) =>
    saveResources(actingUser(request.actor), db, request.body),
  );
}
