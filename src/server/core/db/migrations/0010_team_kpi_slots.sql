ALTER TABLE "team_kpi_daily" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "team_kpi_daily" DROP CONSTRAINT "team_kpi_daily_actor_id_day_figure_since_pk";--> statement-breakpoint
ALTER TABLE "team_kpi_daily" ADD CONSTRAINT "team_kpi_daily_pk" PRIMARY KEY("actor_id","day","figure","since","slot");--> statement-breakpoint
-- As in 0009, but each statement adds its deltas to its own session's slot (backend pid modulo 64):
-- one SDR ticking in several tabs, or the same figure from several servers, no longer queues every
-- transaction on one row until the one before it has committed.
CREATE OR REPLACE FUNCTION team_kpi_apply() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO team_kpi_daily AS d (actor_id, day, figure, since, slot, events)
  SELECT c.actor_id, c.day, c.figure, c.since, pg_backend_pid() % 64, sum(c.delta)
  FROM changes c
  GROUP BY c.actor_id, c.day, c.figure, c.since
  HAVING sum(c.delta) <> 0
  ORDER BY c.actor_id, c.day, c.figure, c.since
  ON CONFLICT (actor_id, day, figure, since, slot) DO UPDATE SET events = d.events + excluded.events;
  RETURN NULL;
END
$$;
