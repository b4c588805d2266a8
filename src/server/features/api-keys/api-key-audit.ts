import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  API_KEY_AUDIT_LIMIT,
  type ApiKeyAuditAction,
  type ApiKeyAuditEntry,
} from "../../../shared/contracts/api-keys.js";
import { shownName } from "../../core/access/shown-name.js";
import type { DbOrTx } from "../../core/db/client.js";
import { apiKeyAudit, apiKeys, sdrs, users } from "../../core/db/schema/index.js";

/** Appends one line to the audit list; `actorId` is the signed-in manager, null for a request made with the key. */
export async function recordApiKeyAudit(
  db: DbOrTx,
  entry: { keyId: string; action: ApiKeyAuditAction; actorId: string | null; detail: string },
): Promise<void> {
  await db.insert(apiKeyAudit).values(entry);
}

/** A change made with a key: "PATCH /api/prospects/:id 200". */
export const requestDetail = (method: string, route: string, status: number) =>
  `${method} ${route} ${status}`;

const actorUser = alias(users, "audit_actor");
const actorSdr = alias(sdrs, "audit_actor_sdr");

/** GET /api/api-keys/audit: the latest entries, newest first. */
export async function listApiKeyAudit(db: DbOrTx): Promise<ApiKeyAuditEntry[]> {
  const rows = await db
    .select({
      id: apiKeyAudit.id,
      keyId: apiKeyAudit.keyId,
      keyName: apiKeys.name,
      keyPrefix: apiKeys.prefix,
      action: apiKeyAudit.action,
      actor: shownName(actorUser, actorSdr),
      detail: apiKeyAudit.detail,
      createdAt: apiKeyAudit.createdAt,
    })
    .from(apiKeyAudit)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyAudit.keyId))
    .leftJoin(actorUser, eq(actorUser.id, apiKeyAudit.actorId))
    .leftJoin(actorSdr, eq(actorSdr.userId, apiKeyAudit.actorId))
    .orderBy(desc(apiKeyAudit.createdAt), desc(apiKeyAudit.id))
    .limit(API_KEY_AUDIT_LIMIT);
  return rows.map((row) => ({
    ...row,
    action: row.action as ApiKeyAuditAction,
    createdAt: row.createdAt.toISOString(),
  }));
}
