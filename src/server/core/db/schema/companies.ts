import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CLIENT_STATUSES } from "../../../../shared/contracts/management.js";
import { at, createdAt, idKey } from "./columns.js";

/** A client company of the agency ("management client" in the spec). */
export const companies = pgTable(
  "companies",
  {
    id: idKey(),
    companyName: text("company_name").notNull(),
    clientName: text("client_name").notNull(),
    loginEmail: text("login_email"),
    assets: text("assets"),
    status: text("status", { enum: CLIENT_STATUSES }).notNull().default("Onboarding"),
    createdAt: createdAt(),
    archivedAt: at("archived_at"),
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

/** A row's company; deleting the company deletes the row when `onDelete` is "cascade". */
export const companyRef = (onDelete?: "cascade") =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, onDelete ? { onDelete } : {});

/** Each company has exactly one campaign; its id is the one in /campaign/{id}/... URLs. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: idKey(),
    companyId: companyRef(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("campaigns_company_key").on(t.companyId)],
);

/** A row's campaign; deleting the campaign deletes the row when `onDelete` is "cascade". */
export const campaignRef = (onDelete?: "cascade") =>
  uuid("campaign_id")
    .notNull()
    .references(() => campaigns.id, onDelete ? { onDelete } : {});
