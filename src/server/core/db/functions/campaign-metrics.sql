-- Campaign metrics (ADR 0006): the daily roll-up campaign_daily_metrics, kept by statement-level
-- triggers on assignments, and the functions that rebuild and fold it.
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
-- Adds what the statement's new rows contribute and takes away what its old rows did, in the
-- writing session's slot (backend pid modulo 64), so concurrent writers rarely wait on one row.
CREATE OR REPLACE FUNCTION public.campaign_metrics_apply()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  tz text := coalesce((SELECT time_zone FROM metric_settings), current_setting('TimeZone'));
  writer smallint := pg_backend_pid() % 64;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO campaign_daily_metrics AS m (
      campaign_id, day, slot, invited, connected, messages_sent, follow_ups_sent, replied,
      positive_replies, meetings_booked, bad_data, prospects, touched, touch_seconds, invited_connected,
      invited_replied, connected_replied
    )
    SELECT d.campaign_id, d.day, writer,
      sum(d.invited), sum(d.connected), sum(d.messages_sent), sum(d.follow_ups_sent), sum(d.replied),
      sum(d.positive_replies), sum(d.meetings_booked), sum(d.bad_data), sum(d.prospects),
      sum(d.touched), sum(d.touch_seconds), sum(d.invited_connected),
      sum(d.invited_replied), sum(d.connected_replied)
    FROM (SELECT c.campaign_id, u.* FROM new_rows c CROSS JOIN LATERAL campaign_metric_units(c, tz) u) d
    GROUP BY d.campaign_id, d.day
    HAVING sum(d.invited) <> 0
      OR sum(d.connected) <> 0
      OR sum(d.messages_sent) <> 0
      OR sum(d.follow_ups_sent) <> 0
      OR sum(d.replied) <> 0
      OR sum(d.positive_replies) <> 0
      OR sum(d.meetings_booked) <> 0
      OR sum(d.bad_data) <> 0
      OR sum(d.prospects) <> 0
      OR sum(d.touched) <> 0
      OR sum(d.touch_seconds) <> 0
      OR sum(d.invited_connected) <> 0
      OR sum(d.invited_replied) <> 0
      OR sum(d.connected_replied) <> 0
    ORDER BY d.campaign_id, d.day
    ON CONFLICT (campaign_id, day, slot) DO UPDATE SET
      invited = m.invited + excluded.invited,
      connected = m.connected + excluded.connected,
      messages_sent = m.messages_sent + excluded.messages_sent,
      follow_ups_sent = m.follow_ups_sent + excluded.follow_ups_sent,
      replied = m.replied + excluded.replied,
      positive_replies = m.positive_replies + excluded.positive_replies,
      meetings_booked = m.meetings_booked + excluded.meetings_booked,
      bad_data = m.bad_data + excluded.bad_data,
      prospects = m.prospects + excluded.prospects,
      touched = m.touched + excluded.touched,
      touch_seconds = m.touch_seconds + excluded.touch_seconds,
      invited_connected = m.invited_connected + excluded.invited_connected,
      invited_replied = m.invited_replied + excluded.invited_replied,
      connected_replied = m.connected_replied + excluded.connected_replied;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO campaign_daily_metrics AS m (
      campaign_id, day, slot, invited, connected, messages_sent, follow_ups_sent, replied,
      positive_replies, meetings_booked, bad_data, prospects, touched, touch_seconds, invited_connected,
      invited_replied, connected_replied
    )
    SELECT d.campaign_id, d.day, writer,
      sum(d.invited), sum(d.connected), sum(d.messages_sent), sum(d.follow_ups_sent), sum(d.replied),
      sum(d.positive_replies), sum(d.meetings_booked), sum(d.bad_data), sum(d.prospects),
      sum(d.touched), sum(d.touch_seconds), sum(d.invited_connected),
      sum(d.invited_replied), sum(d.connected_replied)
    FROM (SELECT c.campaign_id, u.* FROM new_rows c CROSS JOIN LATERAL campaign_metric_units(c, tz) u
      UNION ALL
      SELECT c.campaign_id, u.day,
          -u.invited AS invited, -u.connected AS connected, -u.messages_sent AS messages_sent,
          -u.follow_ups_sent AS follow_ups_sent, -u.replied AS replied,
          -u.positive_replies AS positive_replies, -u.meetings_booked AS meetings_booked,
          -u.bad_data AS bad_data, -u.prospects AS prospects, -u.touched AS touched,
          -u.touch_seconds AS touch_seconds,
          -u.invited_connected AS invited_connected, -u.invited_replied AS invited_replied,
          -u.connected_replied AS connected_replied
        FROM old_rows c CROSS JOIN LATERAL campaign_metric_units(c, tz) u) d
    GROUP BY d.campaign_id, d.day
    HAVING sum(d.invited) <> 0
      OR sum(d.connected) <> 0
      OR sum(d.messages_sent) <> 0
      OR sum(d.follow_ups_sent) <> 0
      OR sum(d.replied) <> 0
      OR sum(d.positive_replies) <> 0
      OR sum(d.meetings_booked) <> 0
      OR sum(d.bad_data) <> 0
      OR sum(d.prospects) <> 0
      OR sum(d.touched) <> 0
      OR sum(d.touch_seconds) <> 0
      OR sum(d.invited_connected) <> 0
      OR sum(d.invited_replied) <> 0
      OR sum(d.connected_replied) <> 0
    ORDER BY d.campaign_id, d.day
    ON CONFLICT (campaign_id, day, slot) DO UPDATE SET
      invited = m.invited + excluded.invited,
      connected = m.connected + excluded.connected,
      messages_sent = m.messages_sent + excluded.messages_sent,
      follow_ups_sent = m.follow_ups_sent + excluded.follow_ups_sent,
      replied = m.replied + excluded.replied,
      positive_replies = m.positive_replies + excluded.positive_replies,
      meetings_booked = m.meetings_booked + excluded.meetings_booked,
      bad_data = m.bad_data + excluded.bad_data,
      prospects = m.prospects + excluded.prospects,
      touched = m.touched + excluded.touched,
      touch_seconds = m.touch_seconds + excluded.touch_seconds,
      invited_connected = m.invited_connected + excluded.invited_connected,
      invited_replied = m.invited_replied + excluded.invited_replied,
      connected_replied = m.connected_replied + excluded.connected_replied;
  ELSE
    INSERT INTO campaign_daily_metrics AS m (
      campaign_id, day, slot, invited, connected, messages_sent, follow_ups_sent, replied,
      positive_replies, meetings_booked, bad_data, prospects, touched, touch_seconds, invited_connected,
      invited_replied, connected_replied
    )
    SELECT d.campaign_id, d.day, writer,
      sum(d.invited), sum(d.connected), sum(d.messages_sent), sum(d.follow_ups_sent), sum(d.replied),
      sum(d.positive_replies), sum(d.meetings_booked), sum(d.bad_data), sum(d.prospects),
      sum(d.touched), sum(d.touch_seconds), sum(d.invited_connected),
      sum(d.invited_replied), sum(d.connected_replied)
    FROM (SELECT c.campaign_id, u.day,
          -u.invited AS invited, -u.connected AS connected, -u.messages_sent AS messages_sent,
          -u.follow_ups_sent AS follow_ups_sent, -u.replied AS replied,
          -u.positive_replies AS positive_replies, -u.meetings_booked AS meetings_booked,
          -u.bad_data AS bad_data, -u.prospects AS prospects, -u.touched AS touched,
          -u.touch_seconds AS touch_seconds,
          -u.invited_connected AS invited_connected, -u.invited_replied AS invited_replied,
          -u.connected_replied AS connected_replied
        FROM old_rows c CROSS JOIN LATERAL campaign_metric_units(c, tz) u) d
    GROUP BY d.campaign_id, d.day
    HAVING sum(d.invited) <> 0
      OR sum(d.connected) <> 0
      OR sum(d.messages_sent) <> 0
      OR sum(d.follow_ups_sent) <> 0
      OR sum(d.replied) <> 0
      OR sum(d.positive_replies) <> 0
      OR sum(d.meetings_booked) <> 0
      OR sum(d.bad_data) <> 0
      OR sum(d.prospects) <> 0
      OR sum(d.touched) <> 0
      OR sum(d.touch_seconds) <> 0
      OR sum(d.invited_connected) <> 0
      OR sum(d.invited_replied) <> 0
      OR sum(d.connected_replied) <> 0
    ORDER BY d.campaign_id, d.day
    ON CONFLICT (campaign_id, day, slot) DO UPDATE SET
      invited = m.invited + excluded.invited,
      connected = m.connected + excluded.connected,
      messages_sent = m.messages_sent + excluded.messages_sent,
      follow_ups_sent = m.follow_ups_sent + excluded.follow_ups_sent,
      replied = m.replied + excluded.replied,
      positive_replies = m.positive_replies + excluded.positive_replies,
      meetings_booked = m.meetings_booked + excluded.meetings_booked,
      bad_data = m.bad_data + excluded.bad_data,
      prospects = m.prospects + excluded.prospects,
      touched = m.touched + excluded.touched,
      touch_seconds = m.touch_seconds + excluded.touch_seconds,
      invited_connected = m.invited_connected + excluded.invited_connected,
      invited_replied = m.invited_replied + excluded.invited_replied,
      connected_replied = m.connected_replied + excluded.connected_replied;
  END IF;
  RETURN NULL;
END
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
-- Recounts every campaign's figures in the time zone `tz` (the app calls it when its time zone is not
-- the recorded one). Writers to assignments wait until it commits.
CREATE OR REPLACE FUNCTION public.campaign_metrics_rebuild(tz text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  LOCK TABLE assignments IN SHARE MODE;
  INSERT INTO metric_settings (id, time_zone) VALUES (true, tz)
    ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone;
  DELETE FROM campaign_daily_metrics;
  INSERT INTO campaign_daily_metrics (
    campaign_id, day, slot, invited, connected, messages_sent, follow_ups_sent, replied,
    positive_replies, meetings_booked, bad_data, prospects, touched, touch_seconds, invited_connected,
    invited_replied, connected_replied
  )
  SELECT a.campaign_id, u.day, 0,
    sum(u.invited), sum(u.connected), sum(u.messages_sent), sum(u.follow_ups_sent), sum(u.replied),
    sum(u.positive_replies), sum(u.meetings_booked), sum(u.bad_data), sum(u.prospects), sum(u.touched),
    sum(u.touch_seconds), sum(u.invited_connected), sum(u.invited_replied), sum(u.connected_replied)
  FROM assignments a CROSS JOIN LATERAL campaign_metric_units(a, tz) u
  GROUP BY a.campaign_id, u.day;
END
$function$;
--> statement-breakpoint
-- Moves the slots of every day before `before_day` (and the undated rows) into slot 0, so a campaign
-- keeps about one row per day. Rows a writer holds are skipped and folded next time.
CREATE OR REPLACE FUNCTION public.campaign_metrics_fold(before_day date)
 RETURNS integer
 LANGUAGE sql
AS $function$
  WITH picked AS (
    SELECT campaign_id, day, slot FROM campaign_daily_metrics
    WHERE slot <> 0 AND day < before_day
    FOR UPDATE SKIP LOCKED
  ), moved AS (
    DELETE FROM campaign_daily_metrics m USING picked p
    WHERE m.campaign_id = p.campaign_id AND m.day = p.day AND m.slot = p.slot
    RETURNING m.*
  ), folded AS (
    INSERT INTO campaign_daily_metrics AS m (
      campaign_id, day, slot, invited, connected, messages_sent, follow_ups_sent, replied,
      positive_replies, meetings_booked, bad_data, prospects, touched, touch_seconds, invited_connected,
      invited_replied, connected_replied
    )
    SELECT d.campaign_id, d.day, 0,
      sum(d.invited), sum(d.connected), sum(d.messages_sent), sum(d.follow_ups_sent), sum(d.replied),
      sum(d.positive_replies), sum(d.meetings_booked), sum(d.bad_data), sum(d.prospects),
      sum(d.touched), sum(d.touch_seconds), sum(d.invited_connected),
      sum(d.invited_replied), sum(d.connected_replied)
    FROM moved d
    GROUP BY d.campaign_id, d.day
    ORDER BY d.campaign_id, d.day
    ON CONFLICT (campaign_id, day, slot) DO UPDATE SET
      invited = m.invited + excluded.invited,
      connected = m.connected + excluded.connected,
      messages_sent = m.messages_sent + excluded.messages_sent,
      follow_ups_sent = m.follow_ups_sent + excluded.follow_ups_sent,
      replied = m.replied + excluded.replied,
      positive_replies = m.positive_replies + excluded.positive_replies,
      meetings_booked = m.meetings_booked + excluded.meetings_booked,
      bad_data = m.bad_data + excluded.bad_data,
      prospects = m.prospects + excluded.prospects,
      touched = m.touched + excluded.touched,
      touch_seconds = m.touch_seconds + excluded.touch_seconds,
      invited_connected = m.invited_connected + excluded.invited_connected,
      invited_replied = m.invited_replied + excluded.invited_replied,
      connected_replied = m.connected_replied + excluded.connected_replied
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM moved)::int
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
