import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/**
 * Team KPIs' daily roll-up of activity events (migration 0009, which also holds its trigger and recount): per SDR login
 * (`actor_id`), calendar day in the recorded time zone, figure and `since`, how many counted events
 * (a flag ticked, a disposition changed to Reply or Meeting) happened that day. `since` is the day of
 * the same SDR's previous counted event on the same assignment and field ('-infinity' when none), so a
 * period [first, end) counts each (assignment, field) once: the rows with day in it and since < first.
 * Kept exact by a statement trigger on activity_events; no foreign key, so archiving never touches it.
 */
export const teamKpiDaily = pgTable(
  "team_kpi_daily",
  {
    actorId: uuid("actor_id").notNull(),
    day: date("day").notNull(),
    figure: text("figure").notNull(),
    since: date("since").notNull(),
    events: integer("events").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.actorId, t.day, t.figure, t.since] }),
    check(
      "team_kpi_daily_figure_check",
      sql`${t.figure} in ('invited', 'connected', 'messagesSent', 'followUpsSent', 'replied')`,
    ),
  ],
);

/** The time zone team_kpi_daily counts days in (one row); the server recounts when its own differs. */
export const teamKpiSettings = pgTable(
  "team_kpi_settings",
  {
    id: boolean("id").primaryKey().default(true),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [check("team_kpi_settings_single_row", sql`${t.id}`)],
);
