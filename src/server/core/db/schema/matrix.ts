import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { CONNECTION_STATUSES, SCHEDULER_STATUSES } from "../../../../shared/contracts/management.js";
import { at, createdAt, idKey } from "./columns.js";
import { companies } from "./companies.js";
import { sdrs } from "./sdrs.js";

export const schedulers = pgTable(
  "schedulers",
  {
    id: idKey(),
    name: text("name").notNull(),
    status: text("status", { enum: SCHEDULER_STATUSES }).notNull().default("Ready"),
    createdAt: createdAt(),
    archivedAt: at("archived_at"),
  },
  (t) => [check("schedulers_status_check", sql`${t.status} in ('Ready', 'Assigned')`)],
);

/** A connection-matrix row: links a company, an SDR and a scheduler; Active makes the campaign active. */
export const connections = pgTable(
  "connections",
  {
    id: idKey(),
    companyId: uuid("company_id").references(() => companies.id),
    sdrId: uuid("sdr_id").references(() => sdrs.id),
    schedulerId: uuid("scheduler_id").references(() => schedulers.id),
    status: text("status", { enum: CONNECTION_STATUSES }).notNull().default("Onboarding"),
    createdAt: createdAt(),
    archivedAt: at("archived_at"),
  },
  (t) => [
    index("connections_company_idx").on(t.companyId),
    index("connections_active_idx").on(t.status, t.companyId).where(sql`${t.archivedAt} is null`),
    check("connections_status_check", sql`${t.status} in ('Onboarding', 'Active')`),
  ],
);
