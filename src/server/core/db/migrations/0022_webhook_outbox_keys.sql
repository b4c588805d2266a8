ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "webhook_events" DROP CONSTRAINT "webhook_events_campaign_id_campaigns_id_fk";
--> statement-breakpoint
DROP INDEX "webhook_events_time_idx";--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD COLUMN "unrouted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "webhook_events_unrouted_idx" ON "webhook_events" USING btree ("seq") WHERE "webhook_events"."unrouted";