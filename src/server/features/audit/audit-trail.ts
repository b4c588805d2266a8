import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  AUDIT_FAILURES_RECORDED,
  type AuditAction,
  SIGN_IN_ACTIONS,
} from "../../../shared/contracts/audit.js";
import { loggedFields, recordAudit } from "../../core/audit/audit-record.js";
import type { Db } from "../../core/db/client.js";

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether the call did what it asked: answered below 400, and a sign-in began a session. */
function succeeded(action: AuditAction, request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.statusCode >= 400) return false;
  return SIGN_IN_ACTIONS.includes(action) ? request.sessionUserId !== null : true;
}

/** The ids in the path, the query and the fields sent, as the log keeps them. */
function detailOf(request: FastifyRequest): Record<string, unknown> {
  const parts = [request.params, request.query, request.body].filter(isFields);
  return loggedFields(Object.assign({}, ...parts));
}

/**
 * Appends the audit entry of every call whose route declares `audit` (ADR 0047), before its answer
 * leaves: a person who sees the change done can find it in the log. Calls that failed are recorded only
 * for sign-ins and password checks, and never a call refused by a rate limit (a flood does no work and
 * must not become rows). An entry that cannot be written is logged as an error; the answer still goes.
 */
export function installAuditTrail(app: FastifyInstance, db: Db): void {
  const recordCall = async (request: FastifyRequest, reply: FastifyReply) => {
    const action = request.routeOptions.config.audit;
    if (!action || reply.statusCode === 429) return;
    const ok = succeeded(action, request, reply);
    if (!ok && !AUDIT_FAILURES_RECORDED.includes(action)) return;
    await recordAudit(db, {
      action,
      actorId: request.actor?.id ?? request.sessionUserId,
      apiKeyId: request.apiKey?.id ?? null,
      ip: request.ip,
      target: `${request.method} ${request.routeOptions.url ?? request.url}`,
      detail: detailOf(request),
      status: reply.statusCode,
      succeeded: ok,
    }).catch((error: unknown) => request.log.error({ err: error, action }, "audit entry not recorded"));
  };
  // Only the routes that declare an action get the hook: every other request pays nothing for it.
  app.addHook("onRoute", (route) => {
    if (!route.config?.audit) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, recordCall];
  });
}
