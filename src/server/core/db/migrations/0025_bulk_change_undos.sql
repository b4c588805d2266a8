-- What undoing a bulk change needs, kept for 60 s in the database instead of the memory of the server
-- that made the change, so that the undo works on any server. Undo deletes its row; the
-- prune-expired-rows job deletes expired ones.
CREATE TABLE "bulk_change_undos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"change" jsonb NOT NULL,
	"stamp" timestamp with time zone NOT NULL,
	"assignment_ids" uuid[] NOT NULL,
	"previous_values" text[] NOT NULL,
	"previous_ats" timestamp with time zone[] NOT NULL,
	"previous_touches" timestamp with time zone[] NOT NULL,
	"conversation_ids" uuid[] NOT NULL,
	"conversation_statuses" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bulk_change_undos" ADD CONSTRAINT "bulk_change_undos_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_change_undos" ADD CONSTRAINT "bulk_change_undos_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_change_undos_expires_idx" ON "bulk_change_undos" USING btree ("expires_at");