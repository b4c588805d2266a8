import { integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, idKey } from "./columns.js";
import { users } from "./users.js";

/**
 * The team's Resources list (SDR-only): rows of a title and a detail (a link or a note), shared by
 * every SDR, in `position` order. Saving replaces the whole list.
 */
export const resources = pgTable(
  "resources",
  {
    id: idKey(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("resources_position_key").on(t.position)],
);
