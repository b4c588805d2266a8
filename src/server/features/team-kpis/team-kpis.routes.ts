import type { FastifyInstance } from "fastify";
import { teamKpiEndpoints as api } from "../../../shared/contracts/endpoints/team-kpis.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { alignTeamKpiTimeZone, readTeamKpis } from "./team-kpis.service.js";

/**
 * Team KPIs (SDR-only): per-SDR activity counts for a period and the one before it, in calendar days
 * of `timeZone` (APP_TIME_ZONE).
 */
export async function teamKpiRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  // As for the campaign metrics: the roll-up counts days in `timeZone` before the first request (a
  // recount, once, only when the zone changed since the last start).
  await alignTeamKpiTimeZone(db, timeZone);
  registerEndpoint(app, api.read, async ({ request }) =>
    readTeamKpis(actingUser(request.actor), db, request.query.period, new Date(), timeZone),
  );
}
