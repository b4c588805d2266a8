import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Cadence } from "../../../shared/contracts/cadence.js";
import { campaigns } from "./companies.js";
import { users } from "./users.js";

/**
 * A campaign's cadence settings, one row once someone saved them; a campaign without a row follows the
 * defaults (DEFAULT_CADENCE in the app's time zone). The settings are read through cadenceSchema, so a
 * row saved before a setting existed takes that setting's default.
 */
export const campaignCadences = pgTable("campaign_cadences", {
  campaignId: uuid("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Cadence>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});
