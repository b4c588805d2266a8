CREATE TABLE "team_kpi_daily" (
	"actor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"figure" text NOT NULL,
	"since" date NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "team_kpi_daily_actor_id_day_figure_since_pk" PRIMARY KEY("actor_id","day","figure","since"),
	CONSTRAINT "team_kpi_daily_figure_check" CHECK ("team_kpi_daily"."figure" in ('invited', 'connected', 'messagesSent', 'followUpsSent', 'replied'))
);
--> statement-breakpoint
CREATE TABLE "team_kpi_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "team_kpi_settings_single_row" CHECK ("team_kpi_settings"."id")
);
--> statement-breakpoint
DROP INDEX "activity_events_kpi_idx";--> statement-breakpoint
-- The Team KPIs figure an activity event counts for, or null: a flag ticked (new value 'true'), or a
-- disposition changed to Reply or Meeting.
CREATE FUNCTION team_kpi_figure(field text, new_value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN field = 'finalDisposition' THEN CASE WHEN new_value IN ('Reply', 'Meeting') THEN 'replied' END
    WHEN new_value <> 'true' THEN NULL
    WHEN field = 'invite' THEN 'invited'
    WHEN field = 'connected' THEN 'connected'
    WHEN field IN ('m1', 'm2', 'm3', 'm4') THEN 'messagesSent'
    WHEN field IN ('ff1', 'ff2', 'ff3', 'ff4', 'ff5') THEN 'followUpsSent'
  END
$$;
--> statement-breakpoint
-- Adds what a statement's new events contribute. Every counted event of an affected (actor, assignment,
-- field) is read in time order: each contributes (its day, the day of the one before it); the counts
-- with the new events minus those without them are added. Exact whatever the order of inserts.
CREATE FUNCTION team_kpi_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tz text := coalesce((SELECT time_zone FROM team_kpi_settings), current_setting('TimeZone'));
BEGIN
  WITH keys AS (
    SELECT DISTINCT n.actor_id, n.assignment_id, n.field FROM new_events n
    WHERE n.actor_id IS NOT NULL AND team_kpi_figure(n.field, n.new_value) IS NOT NULL
  ), counted AS (
    SELECT e.id, e.actor_id, e.assignment_id, e.field, e.created_at,
      team_kpi_figure(e.field, e.new_value) AS figure, e.id IN (SELECT n.id FROM new_events n) AS is_new
    FROM keys k
    JOIN activity_events e
      ON e.assignment_id = k.assignment_id AND e.field = k.field AND e.actor_id = k.actor_id
    WHERE team_kpi_figure(e.field, e.new_value) IS NOT NULL
  ), changes AS (
    SELECT c.actor_id, (c.created_at AT TIME ZONE tz)::date AS day, c.figure,
      coalesce(((lag(c.created_at) OVER w) AT TIME ZONE tz)::date, '-infinity') AS since, 1 AS delta
    FROM counted c
    WINDOW w AS (PARTITION BY c.actor_id, c.assignment_id, c.field ORDER BY c.created_at, c.id)
    UNION ALL
    SELECT c.actor_id, (c.created_at AT TIME ZONE tz)::date, c.figure,
      coalesce(((lag(c.created_at) OVER w) AT TIME ZONE tz)::date, '-infinity'), -1
    FROM counted c
    WHERE NOT c.is_new
    WINDOW w AS (PARTITION BY c.actor_id, c.assignment_id, c.field ORDER BY c.created_at, c.id)
  )
  INSERT INTO team_kpi_daily AS d (actor_id, day, figure, since, events)
  SELECT c.actor_id, c.day, c.figure, c.since, sum(c.delta)
  FROM changes c
  GROUP BY c.actor_id, c.day, c.figure, c.since
  HAVING sum(c.delta) <> 0
  ORDER BY c.actor_id, c.day, c.figure, c.since
  ON CONFLICT (actor_id, day, figure, since) DO UPDATE SET events = d.events + excluded.events;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION team_kpi_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_kpi_daily;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recounts everything in the time zone `tz` and records it (the app calls it when its zone differs;
-- also the repair if activity events, which are only ever added, were changed by hand).
CREATE FUNCTION team_kpis_rebuild(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_kpi_settings (id, time_zone) VALUES (true, tz)
  ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  DELETE FROM team_kpi_daily;
  INSERT INTO team_kpi_daily (actor_id, day, figure, since, events)
  SELECT c.actor_id, c.day, c.figure, c.since, count(*)
  FROM (
    SELECT e.actor_id, (e.created_at AT TIME ZONE tz)::date AS day, team_kpi_figure(e.field, e.new_value) AS figure,
      coalesce(((lag(e.created_at) OVER (PARTITION BY e.actor_id, e.assignment_id, e.field
        ORDER BY e.created_at, e.id)) AT TIME ZONE tz)::date, '-infinity') AS since
    FROM activity_events e
    WHERE e.actor_id IS NOT NULL AND team_kpi_figure(e.field, e.new_value) IS NOT NULL
  ) c
  GROUP BY c.actor_id, c.day, c.figure, c.since;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_kpi_on_insert AFTER INSERT ON activity_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION team_kpi_apply();
--> statement-breakpoint
CREATE TRIGGER team_kpi_on_truncate AFTER TRUNCATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION team_kpi_clear();
--> statement-breakpoint
-- Count what exists, in the database's time zone; the app recounts once if its own differs.
SELECT team_kpis_rebuild(current_setting('TimeZone'));
