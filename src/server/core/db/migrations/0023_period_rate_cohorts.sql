ALTER TABLE "campaign_daily_metrics" ADD COLUMN "invited_connected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_daily_metrics" ADD COLUMN "invited_replied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_daily_metrics" ADD COLUMN "connected_replied" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The cohorts change what the units function returns, which CREATE OR REPLACE cannot do; the
-- triggers' functions read its columns by name, so they keep working until the definitions apply.
DROP FUNCTION campaign_metric_units(assignments, text);--> statement-breakpoint
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
$function$;--> statement-breakpoint
-- The roll-up's definition (functions/campaign-metrics.sql) now fills the cohorts: forgetting the
-- recorded time zone makes the first reader recount every campaign with it.
DELETE FROM "metric_settings";
