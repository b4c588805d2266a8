-- Campaign metrics (ADR 0006): the daily roll-up campaign_daily_metrics, kept by statement-level
-- triggers on assignments. The functions that add, rebuild and fold its figures are generated from the
-- metric list (ADR 0040) into campaign-metrics-rollup.sql; what one assignment counts for is written
-- here, in campaign_metric_units, whose result columns are day and that list's, in its order.
--
-- This file is the current definition (ADR 0020). Statements are written as pg_get_functiondef and
-- pg_get_triggerdef print them; the migrate step applies each one whose live definition differs.
--
-- What one assignment adds to its campaign's daily figures (spec section 9), one row per dated fact:
-- flags of live records (no bad data) on the day each was set; replied and meetings on the day the
-- disposition was reached; positive replies on the day the tag was set; bad data on the day it was
-- flagged; and, undated ('-infinity'), the campaign-wide counts. On the invite's day it also counts the
-- prospect in the cohorts (ADR 0030): connected now, replied now; on the connection's day, replied now.
-- A fact without a time is undated too, so it counts for All Time only.
CREATE OR REPLACE FUNCTION public.campaign_metric_units(a assignments, tz text)
 RETURNS TABLE(day date, invited integer, connected integer, messages_sent integer, follow_ups_sent integer, replied integer, positive_replies integer, meetings_booked integer, bad_data integer, prospects integer, touched integer, touch_seconds numeric, invited_connected integer, invited_replied integer, connected_replied integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT (u.at AT TIME ZONE tz)::date, u.invited, u.connected, u.messages_sent, u.follow_ups_sent, u.replied,
    u.positive_replies, u.meetings_booked, 0, 0, 0, 0::numeric,
    u.invited * (a.connected_at IS NOT NULL)::int, u.invited * replied.is_reply, u.connected * replied.is_reply
  FROM (VALUES
    (a.invite_at, 1, 0, 0, 0, 0, 0, 0),
    (a.connected_at, 0, 1, 0, 0, 0, 0, 0),
    (a.m1_at, 0, 0, 1, 0, 0, 0, 0),
    (a.m2_at, 0, 0, 1, 0, 0, 0, 0),
    (a.m3_at, 0, 0, 1, 0, 0, 0, 0),
    (a.m4_at, 0, 0, 1, 0, 0, 0, 0),
    (a.ff1_at, 0, 0, 0, 1, 0, 0, 0),
    (a.ff2_at, 0, 0, 0, 1, 0, 0, 0),
    (a.ff3_at, 0, 0, 0, 1, 0, 0, 0),
    (a.ff4_at, 0, 0, 0, 1, 0, 0, 0),
    (a.ff5_at, 0, 0, 0, 1, 0, 0, 0),
    (CASE WHEN a.final_disposition IN ('Reply', 'Meeting') THEN coalesce(a.disposition_at, '-infinity') END,
      0, 0, 0, 0, 1, 0, (a.final_disposition = 'Meeting')::int),
    (CASE WHEN a.sequence_tag IN ('Interested', 'Question') THEN coalesce(a.sequence_tag_at, '-infinity') END,
      0, 0, 0, 0, 0, 1, 0)
  ) AS u(at, invited, connected, messages_sent, follow_ups_sent, replied, positive_replies, meetings_booked)
  CROSS JOIN (SELECT (a.final_disposition IN ('Reply', 'Meeting'))::int AS is_reply) replied
  WHERE a.bad_data_at IS NULL AND u.at IS NOT NULL
  UNION ALL
  SELECT (a.bad_data_at AT TIME ZONE tz)::date, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0
  WHERE a.bad_data_at IS NOT NULL
  UNION ALL
  SELECT '-infinity'::date, 0, 0, 0, 0, 0, 0, 0, 0, 1, (a.last_touch_at IS NOT NULL)::int,
    coalesce(extract(epoch FROM a.last_touch_at), 0), 0, 0, 0
  WHERE a.bad_data_at IS NULL
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.campaign_metrics_clear()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  DELETE FROM campaign_daily_metrics;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
-- sequence_tag_at: when the current tag was set. A writer may give the time; otherwise a change of
-- tag (or an insert with a tag other than New) is stamped with the transaction's time.
CREATE OR REPLACE FUNCTION public.assignments_stamp_sequence_tag()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.sequence_tag <> 'New' AND NEW.sequence_tag_at IS NULL THEN
      NEW.sequence_tag_at := now();
    END IF;
  ELSIF NEW.sequence_tag IS DISTINCT FROM OLD.sequence_tag
    AND NEW.sequence_tag_at IS NOT DISTINCT FROM OLD.sequence_tag_at THEN
    NEW.sequence_tag_at := now();
  END IF;
  RETURN NEW;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER assignments_stamp_sequence_tag BEFORE INSERT OR UPDATE ON public.assignments
  FOR EACH ROW EXECUTE FUNCTION assignments_stamp_sequence_tag();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaign_metrics_on_insert AFTER INSERT ON public.assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_metrics_apply();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaign_metrics_on_update AFTER UPDATE ON public.assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_metrics_apply();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaign_metrics_on_delete AFTER DELETE ON public.assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_metrics_apply();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaign_metrics_on_truncate AFTER TRUNCATE ON public.assignments
  FOR EACH STATEMENT EXECUTE FUNCTION campaign_metrics_clear();
