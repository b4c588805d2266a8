import { sql } from "drizzle-orm";
import { bigserial, check, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  PRIVACY_LOG_ACTIONS,
  PRIVACY_REQUEST_KINDS,
  SUPPRESSION_KINDS,
  SUPPRESSION_REASONS,
} from "../../../../shared/contracts/privacy.js";
import { createdAt, idKey } from "./columns.js";
import { companies } from "./companies.js";
import { users } from "./users.js";

const at = (name: string) => timestamp(name, { withTimezone: true });
const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * One do-not-contact entry: a LinkedIn profile, e-mail, e-mail domain or company name that no campaign
 * of its company (or of any company, when `company_id` is null) may contact. `value_hash` is the SHA-256
 * of `kind:normalised value` and is what matching reads; `value` is the entry as typed, and null for an
 * entry left by an erasure, so the list keeps nothing of the erased person. Removing an entry stamps
 * `removed_at`; the row stays for the privacy log.
 */
export const suppressions = pgTable(
  "suppressions",
  {
    id: idKey(),
    companyId: uuid("company_id").references(() => companies.id),
    kind: text("kind", { enum: SUPPRESSION_KINDS }).notNull(),
    value: text("value"),
    valueHash: text("value_hash").notNull(),
    reason: text("reason", { enum: SUPPRESSION_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    removedAt: at("removed_at"),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("suppressions_live_hash_idx").on(t.valueHash, t.companyId).where(sql`${t.removedAt} is null`),
    index("suppressions_company_idx").on(t.companyId, t.createdAt),
    check("suppressions_kind_check", sql`${t.kind} in (${inList(SUPPRESSION_KINDS)})`),
    check("suppressions_reason_check", sql`${t.reason} in (${inList(SUPPRESSION_REASONS)})`),
  ],
);

/**
 * An erasure or access request about one person: when it arrived, when the answer is due (one month
 * under GDPR) and when it was answered. `subject` is the LinkedIn URL or e-mail it names, blanked
 * once an erasure is done (`subject_hash` still tells which person it was about).
 */
export const privacyRequests = pgTable(
  "privacy_requests",
  {
    id: idKey(),
    kind: text("kind", { enum: PRIVACY_REQUEST_KINDS }).notNull(),
    subject: text("subject"),
    subjectHash: text("subject_hash").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    completedAt: at("completed_at"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    completedBy: uuid("completed_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("privacy_requests_created_idx").on(t.createdAt),
    check("privacy_requests_kind_check", sql`${t.kind} in (${inList(PRIVACY_REQUEST_KINDS)})`),
  ],
);

/**
 * The append-only privacy log: suppressions added and removed, erasures, access exports, retention runs
 * and prospect exports; who, what, when. `detail` never holds a person's data (entries name the
 * suppression or request by id). A trigger refuses updates and deletes (functions/privacy-log.sql).
 */
export const privacyLog = pgTable(
  "privacy_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    action: text("action", { enum: PRIVACY_LOG_ACTIONS }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id),
    summary: text("summary").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("privacy_log_time_idx").on(t.createdAt),
    check("privacy_log_action_check", sql`${t.action} in (${inList(PRIVACY_LOG_ACTIONS)})`),
  ],
);
