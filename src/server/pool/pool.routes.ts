import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  poolAssignResultSchema,
  poolAssignSchema,
  poolListSchema,
  poolQuerySchema,
} from "../../shared/contracts/pool.js";
import { campaignOf } from "../auth/scopes.js";
import type { Db } from "../db/client.js";
import { announce } from "../events/live-notices.js";
import { assignFromPool, listPool } from "./pool.service.js";

/** The prospect pool: people imported without a campaign, and assigning them to one. SDRs only. */
export async function poolRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "sdr" as const };

  r.get(
    "/api/pool-prospects",
    { config, schema: { querystring: poolQuerySchema, response: { 200: poolListSchema } } },
    async (request) => listPool(db, request.query.q),
  );

  r.post(
    "/api/pool-prospects/assign",
    {
      config: { access: { campaign: "body.campaignId", write: true, sdr: true } },
      schema: { body: poolAssignSchema, response: { 200: poolAssignResultSchema } },
    },
    async (request) => {
      const result = await assignFromPool(campaignOf(request), db, request.body);
      announce(request, "prospects", request.body.campaignId);
      return result;
    },
  );
}
