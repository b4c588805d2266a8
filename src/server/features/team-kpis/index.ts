/** What the team-kpis feature offers the rest of the server. */
import type { ServerFeature } from "../../core/feature.js";
import { teamKpiRoutes } from "./team-kpis.routes.js";

export { readTeamKpis } from "./team-kpis.service.js";

export const teamKpisFeature: ServerFeature = { name: "team-kpis", routes: [teamKpiRoutes] };
