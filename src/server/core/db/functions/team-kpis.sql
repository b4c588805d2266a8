-- Team KPIs: the daily roll-up team_kpi_daily of activity events by roster SDR (ADR 0030), kept by
-- statement-level triggers on activity_events.
--
-- This file is the current definition (ADR 0020). Statements are written as pg_get_functiondef and
-- pg_get_triggerdef print them; the migrate step applies each one whose live definition differs.
--
-- The Team KPIs figure an activity event counts for, or null: a flag ticked (new value 'true'), or a
-- disposition changed to Reply or Meeting.
CREATE OR REPLACE FUNCTION public.team_kpi_figure(field text, new_value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  SELECT CASE
    WHEN field = 'finalDisposition' THEN CASE WHEN new_value IN ('Reply', 'Meeting') THEN 'replied' END
    WHEN new_value <> 'true' THEN NULL
    WHEN field = 'invite' THEN 'invited'
    WHEN field = 'connected' THEN 'connected'
    WHEN field IN ('m1', 'm2', 'm3', 'm4') THEN 'messagesSent'
    WHEN field IN ('ff1', 'ff2', 'ff3', 'ff4', 'ff5') THEN 'followUpsSent'
  END
$function$;
--> statement-breakpoint
-- The roster SDR an event counts for, when its writer does not say: the actor's own roster entry; for
-- staff off the roster (a manager working an SDR's queue), the SDR of the prospect or, failing that,
-- of the campaign's connection; none for a change no user made (an integration such as Calendly).
-- Stored on the event, so a later change of roster or connection leaves past work where it was.
CREATE OR REPLACE FUNCTION public.activity_events_counting_sdr()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.sdr_id IS NULL AND NEW.actor_id IS NOT NULL THEN
    NEW.sdr_id := coalesce(
      (SELECT s.id FROM sdrs s WHERE s.user_id = NEW.actor_id),
      (SELECT a.sdr_id FROM assignments a WHERE a.id = NEW.assignment_id),
      (SELECT k.sdr_id FROM connections k JOIN campaigns c ON c.company_id = k.company_id
        WHERE c.id = NEW.campaign_id AND k.sdr_id IS NOT NULL AND k.archived_at IS NULL
        ORDER BY k.status = 'Active' DESC, k.created_at, k.id LIMIT 1));
  END IF;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
-- Adds what a statement's new events contribute. Every counted event of an affected (SDR, assignment,
-- field) is read in time order: each contributes (its day, the day of the one before it); the counts
-- with the new events minus those without them are added. Exact whatever the order of inserts.
-- Each statement adds its deltas to its own session's slot (backend pid modulo 64): one SDR ticking in
-- several tabs, or the same figure from several servers, does not queue every transaction on one row.
--
-- It reads the events of the ticked records through activity_events_assignment_field_idx. Its plan is
-- made once per database session and kept: made while activity_events was still small, it scanned the
-- whole table, and every tick then took longer as events piled up (8 ms at 25,000 events). Without
-- sequential scans the plan stays an index lookup whatever the statistics said at the time. JIT goes
-- too: the penalty that rules sequential scans out makes every plan look costly enough to compile,
-- which took 50 ms per call.
CREATE OR REPLACE FUNCTION public.team_kpi_apply()
 RETURNS trigger
 LANGUAGE plpgsql
 SET enable_seqscan TO 'off'
 SET jit TO 'off'
AS $function$
DECLARE
  tz text := coalesce((SELECT time_zone FROM team_kpi_settings), current_setting('TimeZone'));
BEGIN
  WITH keys AS (
    SELECT DISTINCT n.sdr_id, n.assignment_id, n.field FROM new_events n
    WHERE n.sdr_id IS NOT NULL AND team_kpi_figure(n.field, n.new_value) IS NOT NULL
  ), counted AS (
    SELECT e.id, e.sdr_id, e.assignment_id, e.field, e.created_at,
      team_kpi_figure(e.field, e.new_value) AS figure, e.id IN (SELECT n.id FROM new_events n) AS is_new
    FROM keys k
    JOIN activity_events e
      ON e.assignment_id = k.assignment_id AND e.field = k.field AND e.sdr_id = k.sdr_id
    WHERE team_kpi_figure(e.field, e.new_value) IS NOT NULL
  ), changes AS (
    SELECT c.sdr_id, (c.created_at AT TIME ZONE tz)::date AS day, c.figure,
      coalesce(((lag(c.created_at) OVER w) AT TIME ZONE tz)::date, '-infinity') AS since, 1 AS delta
    FROM counted c
    WINDOW w AS (PARTITION BY c.sdr_id, c.assignment_id, c.field ORDER BY c.created_at, c.id)
    UNION ALL
    SELECT c.sdr_id, (c.created_at AT TIME ZONE tz)::date, c.figure,
      coalesce(((lag(c.created_at) OVER w) AT TIME ZONE tz)::date, '-infinity'), -1
    FROM counted c
    WHERE NOT c.is_new
    WINDOW w AS (PARTITION BY c.sdr_id, c.assignment_id, c.field ORDER BY c.created_at, c.id)
  )
  INSERT INTO team_kpi_daily AS d (sdr_id, day, figure, since, slot, events)
  SELECT c.sdr_id, c.day, c.figure, c.since, pg_backend_pid() % 64, sum(c.delta)
  FROM changes c
  GROUP BY c.sdr_id, c.day, c.figure, c.since
  HAVING sum(c.delta) <> 0
  ORDER BY c.sdr_id, c.day, c.figure, c.since
  ON CONFLICT (sdr_id, day, figure, since, slot) DO UPDATE SET events = d.events + excluded.events;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.team_kpi_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM team_kpi_daily;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- Recounts everything in the time zone `tz` and records it (the app calls it when its zone differs;
-- also the repair if activity events, which are only ever added, were changed by hand).
CREATE OR REPLACE FUNCTION public.team_kpis_rebuild(tz text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO team_kpi_settings (id, time_zone) VALUES (true, tz)
  ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  DELETE FROM team_kpi_daily;
  INSERT INTO team_kpi_daily (sdr_id, day, figure, since, events)
  SELECT c.sdr_id, c.day, c.figure, c.since, count(*)
  FROM (
    SELECT e.sdr_id, (e.created_at AT TIME ZONE tz)::date AS day, team_kpi_figure(e.field, e.new_value) AS figure,
      coalesce(((lag(e.created_at) OVER (PARTITION BY e.sdr_id, e.assignment_id, e.field
        ORDER BY e.created_at, e.id)) AT TIME ZONE tz)::date, '-infinity') AS since
    FROM activity_events e
    WHERE e.sdr_id IS NOT NULL AND team_kpi_figure(e.field, e.new_value) IS NOT NULL
  ) c
  GROUP BY c.sdr_id, c.day, c.figure, c.since;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_events_counting_sdr BEFORE INSERT ON public.activity_events
  FOR EACH ROW EXECUTE FUNCTION activity_events_counting_sdr();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER team_kpi_on_insert AFTER INSERT ON public.activity_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION team_kpi_apply();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER team_kpi_on_truncate AFTER TRUNCATE ON public.activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION team_kpi_clear();
