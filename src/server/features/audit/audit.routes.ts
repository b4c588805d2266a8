import type { FastifyInstance } from "fastify";
import { auditEndpoints as api } from "../../../shared/contracts/endpoints/audit.js";
import type { AppContext } from "../../core/context.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { readAuditLog } from "./audit-log.service.js";

export async function auditRoutes(app: FastifyInstance, { db, timeZone }: AppContext) {
  registerEndpoint(app, api.log, async ({ query }) => readAuditLog(db, query, timeZone));
}
