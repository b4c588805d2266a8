import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS } from "../../../../shared/contracts/audit.js";
import { createdAt } from "./columns.js";
import { apiKeys } from "./integrations.js";
import { users } from "./users.js";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * The append-only audit log of staff and security actions (ADR 0047): who (the user, and the name they
 * went by then, kept when the account goes), with which API key, from which address, what call with
 * which ids and fields (secrets hidden), and how it was answered. A trigger refuses updates, and deletes
 * other than the pruning of entries past the audit retention (functions/audit-log.sql).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    apiKeyId: uuid("api_key_id").references(() => apiKeys.id, { onDelete: "set null" }),
    ip: text("ip"),
    target: text("target").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    /** The answer's status; 0 for a job. */
    status: integer("status").notNull(),
    /** Whether it happened: answered below 400, and for a sign-in, a session began. */
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_time_idx").on(t.createdAt),
    check("audit_log_action_check", sql`${t.action} in (${inList(AUDIT_ACTIONS)})`),
  ],
);
