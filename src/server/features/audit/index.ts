/** What the audit feature offers the rest of the server: the trail that records declared routes, and the log's pages. */
import type { ServerFeature } from "../../core/feature.js";
import { auditRoutes } from "./audit.routes.js";
import { pruneAuditLog } from "./audit-log.service.js";

export { auditLogPages } from "./audit-log.service.js";
export { installAuditTrail } from "./audit-trail.js";

export const auditFeature: ServerFeature = {
  name: "audit",
  routes: [auditRoutes],
  pruneExpired: async (db, config) => ({
    auditEntries: await pruneAuditLog(db, config.auditRetentionMonths),
  }),
};
