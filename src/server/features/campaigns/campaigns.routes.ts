import type { FastifyInstance } from "fastify";
import { campaignEndpoints as api } from "../../../shared/contracts/endpoints/campaigns.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listActiveCampaigns } from "./campaigns.service.js";
import { metricsRoutes } from "./metrics.routes.js";

export async function campaignRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  registerEndpoint(app, api.active, async ({ request }) =>
    listActiveCampaigns(actingUser(request.actor), db),
  );
  await app.register(metricsRoutes, ctx);
}
