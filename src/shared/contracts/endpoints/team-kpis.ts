import { endpoint } from "../endpoint.js";
import { teamKpisQuerySchema, teamKpisSchema } from "../team-kpis.js";

/** Team KPIs (SDRs only): per-SDR activity counts for a period and the one before it. */
export const teamKpiEndpoints = {
  read: endpoint({
    method: "GET",
    path: "/api/team-kpis",
    query: teamKpisQuerySchema,
    response: { 200: teamKpisSchema },
    access: "manager",
    summary: "Team KPIs",
    tag: "Team KPIs",
  }),
};
