import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const SDR_STATUSES = ["Onboarding", "Active", "Paused", "Restricted", "Terminated"] as const;

/** The agency's SDR roster (Manage Campaigns -> SDRs). An email listed here may create an SDR login. */
export const sdrs = pgTable(
  "sdrs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    status: text("status", { enum: SDR_STATUSES }).notNull().default("Onboarding"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sdrs_email_key").on(t.email),
    check(
      "sdrs_status_check",
      sql`${t.status} in ('Onboarding', 'Active', 'Paused', 'Restricted', 'Terminated')`,
    ),
  ],
);
