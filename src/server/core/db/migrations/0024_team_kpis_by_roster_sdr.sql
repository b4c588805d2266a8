-- Team KPIs count every SDR's work by roster entry (ADR 0030): each activity event names the roster
-- SDR it counts for (set on insert from now on; functions/team-kpis.sql), and the roll-up is keyed by
-- it instead of the login.
ALTER TABLE "activity_events" ADD COLUMN "sdr_id" uuid;--> statement-breakpoint
-- The events so far: the actor's roster entry; for staff off the roster, the SDR of the prospect or,
-- failing that, of the campaign's connection; none for a change no user made.
UPDATE "activity_events" e SET "sdr_id" = coalesce(
  (SELECT s.id FROM sdrs s WHERE s.user_id = e.actor_id),
  (SELECT a.sdr_id FROM assignments a WHERE a.id = e.assignment_id),
  (SELECT k.sdr_id FROM connections k JOIN campaigns c ON c.company_id = k.company_id
    WHERE c.id = e.campaign_id AND k.sdr_id IS NOT NULL AND k.archived_at IS NULL
    ORDER BY k.status = 'Active' DESC, k.created_at, k.id LIMIT 1))
WHERE e.actor_id IS NOT NULL;--> statement-breakpoint
DELETE FROM "team_kpi_daily";--> statement-breakpoint
ALTER TABLE "team_kpi_daily" DROP CONSTRAINT "team_kpi_daily_pk";--> statement-breakpoint
ALTER TABLE "team_kpi_daily" RENAME COLUMN "actor_id" TO "sdr_id";--> statement-breakpoint
ALTER TABLE "team_kpi_daily" ADD CONSTRAINT "team_kpi_daily_pk" PRIMARY KEY("sdr_id","day","figure","since","slot");--> statement-breakpoint
-- Forgetting the recorded time zone makes the first reader recount the roll-up by roster SDR.
DELETE FROM "team_kpi_settings";
