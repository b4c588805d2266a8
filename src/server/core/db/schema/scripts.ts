import { sql } from "drizzle-orm";
import { check, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { SCRIPT_TEMPLATES } from "../../../../shared/contracts/scripts.js";
import { at } from "./columns.js";
import { campaignRef } from "./companies.js";
import { users } from "./users.js";

/**
 * A campaign's saved message scripts, one row per template once someone saved it; a template without a
 * row shows its default text (src/server/features/scripts/default-scripts.ts).
 */
export const campaignScripts = pgTable(
  "campaign_scripts",
  {
    campaignId: campaignRef("cascade"),
    template: text("template", { enum: SCRIPT_TEMPLATES }).notNull(),
    body: text("body").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ name: "campaign_scripts_pk", columns: [t.campaignId, t.template] }),
    check(
      "campaign_scripts_template_check",
      sql.raw(`"template" in (${SCRIPT_TEMPLATES.map((template) => `'${template}'`).join(", ")})`),
    ),
  ],
);
