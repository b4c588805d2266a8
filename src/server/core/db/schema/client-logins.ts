import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, idKey } from "./columns.js";
import { companies } from "./companies.js";
import { users } from "./users.js";

/**
 * A client company's further logins (its colleagues), besides the one its `login_email` names (ADR
 * 0049). A row is invited until its mailed invitation is accepted (`user_id` then names the login),
 * and removed for good once `removed_at` is set; a removed address may be invited again as a new row.
 */
export const clientLogins = pgTable(
  "client_logins",
  {
    id: idKey(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    /** The login made by accepting the invitation. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    addedBy: uuid("added_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    acceptedAt: at("accepted_at"),
    removedAt: at("removed_at"),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // One open row per address, even when two managers add it at the same moment.
    uniqueIndex("client_logins_email_key").on(t.email).where(sql`${t.removedAt} is null`),
    index("client_logins_company_idx").on(t.companyId, t.createdAt),
  ],
);
