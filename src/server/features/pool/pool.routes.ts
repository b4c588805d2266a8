import type { FastifyInstance } from "fastify";
import { poolEndpoints as api } from "../../../shared/contracts/endpoints/pool.js";
import type { AppContext } from "../../core/context.js";
import { changed, changes } from "../../core/events/changes.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { assignFromPool, listPool } from "./pool.service.js";

/** The prospect pool: people imported without a campaign, and assigning them to one. SDRs only. */
export async function poolRoutes(app: FastifyInstance, { db }: AppContext) {
  registerEndpoint(app, api.list, async ({ request }) =>
    listPool(actingUser(request.actor), db, request.query.q),
  );

  registerEndpoint(app, api.assign, async ({ request, campaign }) => {
    const result = await assignFromPool(campaign, db, request.body);
    return changed(result, [changes.prospects(request.body.campaignId)]);
  });
}
