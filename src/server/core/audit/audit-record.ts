import { sql } from "drizzle-orm";
import { AUDIT_HIDDEN_FIELD, AUDIT_HIDDEN_VALUE, type AuditAction } from "../../../shared/contracts/audit.js";
import type { DbOrTx } from "../db/client.js";

export interface AuditRecord {
  action: AuditAction;
  /** Who acted; null when no one was signed in (a failed sign-in) or for a job. */
  actorId: string | null;
  apiKeyId?: string | null;
  ip?: string | null;
  /** The call ("PATCH /api/management-sdrs/:id") or the job. */
  target: string;
  detail?: Record<string, unknown>;
  /** The answer's status; 0 for a job. */
  status: number;
  succeeded: boolean;
}

/** Longer text in a sent field is cut here: the log says what changed, it does not keep documents. */
const MAX_TEXT = 500;

/** A value as the log keeps it: secrets named by their field are hidden, long text is cut. */
function loggedValue(field: string, value: unknown): unknown {
  if (AUDIT_HIDDEN_FIELD.test(field)) return AUDIT_HIDDEN_VALUE;
  if (typeof value === "string" && value.length > MAX_TEXT) return `${value.slice(0, MAX_TEXT)}…`;
  if (Array.isArray(value)) return value.map((item) => loggedValue(field, item));
  if (value && typeof value === "object") return loggedFields(value as Record<string, unknown>);
  return value;
}

/** The fields of a request part (params, query, body) as the log keeps them. */
export function loggedFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [field, loggedValue(field, value)]),
  );
}

/**
 * Appends one entry. The actor's name is copied as it reads now (roster name, else login name, else
 * e-mail), so the entry still says who it was once the account is gone.
 */
export async function recordAudit(db: DbOrTx, entry: AuditRecord): Promise<void> {
  await db.execute(sql`
    insert into audit_log (action, actor_id, actor_name, api_key_id, ip, target, detail, status, succeeded)
    select ${entry.action}, ${entry.actorId}::uuid,
      (select coalesce(sd.name, u.name, u.email) from users u left join sdrs sd on sd.user_id = u.id
        where u.id = ${entry.actorId}::uuid limit 1),
      ${entry.apiKeyId ?? null}::uuid, ${entry.ip ?? null}, ${entry.target},
      ${JSON.stringify(entry.detail ?? {})}::jsonb, ${entry.status}, ${entry.succeeded}`);
}
