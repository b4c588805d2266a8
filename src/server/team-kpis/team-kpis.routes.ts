import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { teamKpisQuerySchema, teamKpisSchema } from "../../shared/contracts/team-kpis.js";
import type { Db } from "../db/client.js";
import { readTeamKpis } from "./team-kpis.service.js";

/** Team KPIs (SDR-only): per-SDR activity counts for a period and the one before it. */
export async function teamKpiRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/team-kpis",
    {
      config: { access: "sdr" },
      schema: { querystring: teamKpisQuerySchema, response: { 200: teamKpisSchema } },
    },
    async (request) => readTeamKpis(db, request.query.period),
  );
}
