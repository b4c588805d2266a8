import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { SDR_STATUSES } from "../../../../shared/contracts/management.js";
import { STAFF_ROLES } from "../../../../shared/contracts/staff-roles.js";
import { at, createdAt, idKey } from "./columns.js";
import { users } from "./users.js";

/** The agency's SDR roster (Manage Campaigns -> SDRs). An email listed here may create an SDR login. */
export const sdrs = pgTable(
  "sdrs",
  {
    id: idKey(),
    name: text("name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: SDR_STATUSES }).notNull().default("Onboarding"),
    /** What the login may do (shared/contracts/staff-roles.ts); new staff start with the least. */
    role: text("role", { enum: STAFF_ROLES }).notNull().default("sdr"),
    /** The SDR's login, once one exists (created by a manager or by registering). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    archivedAt: at("archived_at"),
  },
  (t) => [
    uniqueIndex("sdrs_email_key").on(t.email),
    uniqueIndex("sdrs_user_key").on(t.userId),
    uniqueIndex("sdrs_one_owner_key").on(t.role).where(sql`${t.role} = 'owner'`),
    check("sdrs_role_check", sql`${t.role} in ('owner', 'manager', 'sdr')`),
    check(
      "sdrs_status_check",
      sql`${t.status} in ('Onboarding', 'Active', 'Paused', 'Restricted', 'Terminated')`,
    ),
  ],
);
