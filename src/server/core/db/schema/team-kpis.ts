import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Team KPIs' daily roll-up of activity events (migration 0009, which also holds its trigger and recount): per SDR login
 * (`actor_id`), calendar day in the recorded time zone, figure and `since`, how many counted events
 * (a flag ticked, a disposition changed to Reply or Meeting) happened that day. `since` is the day of
 * the same SDR's previous counted event on the same assignment and field ('-infinity' when none), so a
 * period [first, end) counts each (assignment, field) once: the rows with day in it and since < first.
 * Kept exact by a statement trigger on activity_events; no foreign key, so archiving never touches it.
 * Rows hold deltas summed by readers: `slot` is the writing database session (backend pid modulo 64,
 * migration 0010), so SDRs ticking at once do not queue on one row until each commit; a recount puts
 * everything in slot 0.
 */
export const teamKpiDaily = pgTable(
  "team_kpi_daily",
  {
    /** The roster SDR the events count for (activity_events.sdr_id). */
    sdrId: uuid("sdr_id").notNull(),
    day: date("day").notNull(),
    figure: text("figure").notNull(),
    since: date("since").notNull(),
    slot: smallint("slot").notNull().default(0),
    events: integer("events").notNull(),
  },
  (t) => [
    primaryKey({ name: "team_kpi_daily_pk", columns: [t.sdrId, t.day, t.figure, t.since, t.slot] }),
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
