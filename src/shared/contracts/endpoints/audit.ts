import { auditLogSchema, auditQuerySchema } from "../audit.js";
import { endpoint } from "../endpoint.js";

/**
 * The audit log: managers read it. Its export (GET /api/audit/export?format=csv|xlsx with the same
 * filters) is a file download with no record, registered with the other exports.
 */
export const auditEndpoints = {
  log: endpoint({
    method: "GET",
    path: "/api/audit",
    query: auditQuerySchema,
    response: { 200: auditLogSchema },
    access: "manager",
    summary: "The audit log",
    tag: "Audit log",
  }),
};
