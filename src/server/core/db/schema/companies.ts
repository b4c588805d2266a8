import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CLIENT_STATUSES } from "../../../../shared/contracts/management.js";

/** A client company of the agency ("management client" in the spec). */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyName: text("company_name").notNull(),
    clientName: text("client_name").notNull(),
    loginEmail: text("login_email"),
    assets: text("assets"),
    status: text("status", { enum: CLIENT_STATUSES }).notNull().default("Onboarding"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Months after a person's last contact or import when retention anonymises them (privacy). */
    retentionMonths: integer("retention_months").notNull().default(36),
  },
  (t) => [
    // One company per invited login email, even when two managers save at the same moment.
    uniqueIndex("companies_login_email_key").on(t.loginEmail),
    check("companies_status_check", sql`${t.status} in ('Onboarding', 'Active', 'Paused', 'Terminated')`),
    check("companies_retention_months_check", sql`${t.retentionMonths} between 1 and 120`),
  ],
);

/** Each company has exactly one campaign; its id is the one in /campaign/{id}/... URLs. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("campaigns_company_key").on(t.companyId)],
);
