import { z } from "zod";
import { endpoint } from "../endpoint.js";
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
  }),
  allMetrics: endpoint({
    method: "GET",
    path: "/api/metrics",
    query: periodQuerySchema,
    response: { 200: comparedMetricsSchema },
  }),
  campaignActivity: endpoint({
    method: "GET",
    path: "/api/campaigns/:id/activity",
    params: idParamsSchema,
    query: periodQuerySchema,
    response: { 200: z.array(dailyActivitySchema) },
  }),
  allActivity: endpoint({
    method: "GET",
    path: "/api/activity",
    query: periodQuerySchema,
    response: { 200: z.array(dailyActivitySchema) },
  }),
};
