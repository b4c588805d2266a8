import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.js";

/**
 * The team's Resources list (SDR-only): rows of a title and a detail (a link or a note), shared by
 * every SDR, in `position` order. Saving replaces the whole list.
 */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    detail: text("detail").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("resources_position_key").on(t.position)],
);
