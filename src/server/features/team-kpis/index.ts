/** What the team-kpis feature offers the rest of the server. */
export { readTeamKpis } from "./team-kpis.service.js";
