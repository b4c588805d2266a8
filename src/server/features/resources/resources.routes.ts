import type { FastifyInstance } from "fastify";
import { resourceEndpoints as api } from "../../../shared/contracts/endpoints/resources.js";
import type { Db } from "../../core/db/client.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listResources, saveResources } from "./resources.service.js";

/** Spec "Resources" (SDR-only), kept on the server for the whole team (docs/decisions/0007). */
export async function resourceRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const sdr = { access: "sdr" } as const;

  registerEndpoint(app, api.list, sdr, async (request) => listResources(actingUser(request.actor), db));

  registerEndpoint(app, api.save, sdr, async (request) =>
    saveResources(actingUser(request.actor), db, request.body),
  );
}
