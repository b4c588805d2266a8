CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"actor_id" uuid,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"sdr_id" uuid,
	"invite_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"m1_at" timestamp with time zone,
	"m2_at" timestamp with time zone,
	"m3_at" timestamp with time zone,
	"m4_at" timestamp with time zone,
	"ff1_at" timestamp with time zone,
	"ff2_at" timestamp with time zone,
	"ff3_at" timestamp with time zone,
	"ff4_at" timestamp with time zone,
	"ff5_at" timestamp with time zone,
	"sequence_tag" text DEFAULT 'New' NOT NULL,
	"final_disposition" text DEFAULT 'New' NOT NULL,
	"disposition_at" timestamp with time zone,
	"last_touch_at" timestamp with time zone,
	"imported_at" timestamp with time zone,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bad_data_at" timestamp with time zone,
	"bad_data_by" uuid,
	"bad_data_reason" text,
	CONSTRAINT "assignments_sequence_tag_check" CHECK ("assignments"."sequence_tag" in ('New', 'Interested', 'Question', 'Soft No', 'Hard No')),
	CONSTRAINT "assignments_final_disposition_check" CHECK ("assignments"."final_disposition" in ('New', 'Meeting', 'Reply', 'No Reply', 'Dead'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text DEFAULT 'replied' NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"content" text NOT NULL,
	"sender" text NOT NULL,
	"message_type" text NOT NULL,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_check" CHECK ("messages"."sender" in ('prospect', 'sdr')),
	CONSTRAINT "messages_type_check" CHECK ("messages"."message_type" in ('prospect_reply', 'sdr_reply'))
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedup_key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"linkedin_name" text,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_sdr_id_sdrs_id_fk" FOREIGN KEY ("sdr_id") REFERENCES "public"."sdrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_bad_data_by_users_id_fk" FOREIGN KEY ("bad_data_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_campaign_time_idx" ON "activity_events" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_actor_time_idx" ON "activity_events" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_events_assignment_idx" ON "activity_events" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_campaign_prospect_key" ON "assignments" USING btree ("campaign_id","prospect_id");--> statement-breakpoint
CREATE INDEX "assignments_campaign_live_idx" ON "assignments" USING btree ("campaign_id") WHERE "assignments"."bad_data_at" is null;--> statement-breakpoint
CREATE INDEX "assignments_prospect_idx" ON "assignments" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_assignment_key" ON "conversations" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "conversations_campaign_idx" ON "conversations" USING btree ("campaign_id","last_message_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_time_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_dedup_key" ON "prospects" USING btree ("dedup_key");