import { endpoint } from "../endpoint.js";
import { poolAssignResultSchema, poolAssignSchema, poolListSchema, poolQuerySchema } from "../pool.js";

/** The prospect pool: people imported without a campaign, and assigning them to one (SDRs only). */
export const poolEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/pool-prospects",
    query: poolQuerySchema,
    response: { 200: poolListSchema },
    access: "manager",
    summary: "List the prospect pool",
    tag: "Prospects",
  }),
  assign: endpoint({
    method: "POST",
    path: "/api/pool-prospects/assign",
    body: poolAssignSchema,
    response: { 200: poolAssignResultSchema },
    access: { campaign: (input) => input.body.campaignId, write: true, staff: "manager" },
    summary: "Assign pool prospects to a campaign",
    tag: "Prospects",
  }),
};
