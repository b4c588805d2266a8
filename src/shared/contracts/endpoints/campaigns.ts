import { z } from "zod";
import { endpoint } from "../endpoint.js";
import { activeCampaignSchema } from "../management.js";

/** The campaigns every screen names or picks from (spec "Active campaign"). */
export const campaignEndpoints = {
  active: endpoint({
    method: "GET",
    path: "/api/campaigns/active",
    response: { 200: z.array(activeCampaignSchema) },
    access: "sdr",
    summary: "List active campaigns",
    tag: "Campaigns",
  }),
};
