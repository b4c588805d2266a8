import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONNECTION_STATUSES, SCHEDULER_STATUSES } from "../../../../shared/contracts/management.js";
import { companies } from "./companies.js";
import { sdrs } from "./sdrs.js";

export const schedulers = pgTable(
  "schedulers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    status: text("status", { enum: SCHEDULER_STATUSES }).notNull().default("Ready"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [check("schedulers_status_check", sql`${t.status} in ('Ready', 'Assigned')`)],
);

/** A connection-matrix row: links a company, an SDR and a scheduler; Active makes the campaign active. */
export const connections = pgTable(
  "connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id").references(() => companies.id),
    sdrId: uuid("sdr_id").references(() => sdrs.id),
    schedulerId: uuid("scheduler_id").references(() => schedulers.id),
    status: text("status", { enum: CONNECTION_STATUSES }).notNull().default("Onboarding"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    index("connections_company_idx").on(t.companyId),
    index("connections_active_idx").on(t.status, t.companyId).where(sql`${t.archivedAt} is null`),
    check("connections_status_check", sql`${t.status} in ('Onboarding', 'Active')`),
  ],
);
