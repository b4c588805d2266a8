import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { activeCampaignSchema } from "../../shared/contracts/management.js";
import type { Db } from "../db/client.js";
import { listActiveCampaigns } from "./campaigns.service.js";
import { metricsRoutes } from "./metrics.routes.js";

export async function campaignRoutes(app: FastifyInstance, { db, timeZone }: { db: Db; timeZone: string }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/campaigns/active",
      { config: { access: "sdr" }, schema: { response: { 200: z.array(activeCampaignSchema) } } },
      async () => listActiveCampaigns(db),
    );
  await app.register(metricsRoutes, { db, timeZone });
}
