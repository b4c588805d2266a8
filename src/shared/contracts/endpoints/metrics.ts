import { z } from "zod";
import { campaignInPath, endpoint } from "../endpoint.js";
import { idParamsSchema } from "../management.js";
import { comparedMetricsSchema, dailyActivitySchema, periodQuerySchema } from "../metrics.js";

/** Dashboard figures (spec section 9) and the daily activity chart, per campaign and for every campaign. */
export const metricsEndpoints = {
  campaignMetrics: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/metrics",
    params: idParamsSchema,
    query: periodQuerySchema,
    response: { 200: comparedMetricsSchema },
    access: campaignInPath(),
    summary: "A campaign's dashboard figures",
    tag: "Campaigns",
  }),
  allMetrics: endpoint({
    method: "GET",
    path: "/api/metrics",
    query: periodQuerySchema,
    response: { 200: comparedMetricsSchema },
    access: "manager",
    summary: "All campaigns' dashboard figures",
    tag: "Campaigns",
  }),
  campaignActivity: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/activity",
    params: idParamsSchema,
    query: periodQuerySchema,
    response: { 200: z.array(dailyActivitySchema) },
    access: campaignInPath(),
    summary: "A campaign's recent activity",
    tag: "Campaigns",
  }),
  allActivity: endpoint({
    method: "GET",
    path: "/api/activity",
    query: periodQuerySchema,
    response: { 200: z.array(dailyActivitySchema) },
    access: "manager",
    summary: "Recent activity of all campaigns",
    tag: "Campaigns",
  }),
};
