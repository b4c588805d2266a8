import type { FastifyInstance } from "fastify";
import { campaignEndpoints as api } from "../../../shared/contracts/endpoints/campaigns.js";
import type { Db } from "../../core/db/client.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { listActiveCampaigns } from "./campaigns.service.js";
import { metricsRoutes } from "./metrics.routes.js";

export async function campaignRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  registerEndpoint(app, api.active, async ({ request }) =>
    listActiveCampaigns(actingUser(request.actor), db),
  );
  await app.register(metricsRoutes, { db, timeZone });
}
