import { endpoint } from "../endpoint.js";
import { errorBodySchema } from "../errors.js";
import { healthResponseSchema, readyResponseSchema } from "../health.js";

/** Probes for load balancers and orchestrators (ADR 0009); the web app does not call them. */
export const healthEndpoints = {
  health: endpoint({
    method: "GET",
    path: "/api/health",
    response: { 200: healthResponseSchema },
    access: "public",
    summary: "Health",
    tag: "System",
  }),
  ready: endpoint({
    method: "GET",
    path: "/api/ready",
    response: { 200: readyResponseSchema, 503: errorBodySchema },
    access: "public",
    summary: "Readiness",
    tag: "System",
  }),
};
