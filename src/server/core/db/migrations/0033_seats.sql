CREATE TABLE "seat_campaigns" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"seat_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_import_findings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"assignment_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"step" text NOT NULL,
	"outcome" text NOT NULL,
	"linkedin_at" timestamp with time zone,
	"recorded_at" timestamp with time zone,
	"previous" text,
	CONSTRAINT "seat_import_findings_outcome_check" CHECK ("seat_import_findings"."outcome" in ('added', 'corrected', 'disagrees'))
);
--> statement-breakpoint
CREATE TABLE "seat_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seat_id" uuid NOT NULL,
	"actor_id" uuid,
	"files" text[] NOT NULL,
	"counts" jsonb NOT NULL,
	"pending_by_week" jsonb,
	"stale_pending" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"profile_url" text NOT NULL,
	"profile_key" text NOT NULL,
	"owner_sdr_id" uuid,
	"owner_company_id" uuid,
	"account_type" text NOT NULL,
	"invites_per_day" integer NOT NULL,
	"invites_per_7_days" integer NOT NULL,
	"messages_per_day" integer NOT NULL,
	"acceptance_alert_percent" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seats_one_owner" CHECK (("seats"."owner_sdr_id" is null) <> ("seats"."owner_company_id" is null)),
	CONSTRAINT "seats_account_type_check" CHECK ("seats"."account_type" in ('free', 'premium', 'sales_navigator'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "seat_import_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "seat_import_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "linkedin_key" text;--> statement-breakpoint
ALTER TABLE "seat_campaigns" ADD CONSTRAINT "seat_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_campaigns" ADD CONSTRAINT "seat_campaigns_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_import_findings" ADD CONSTRAINT "seat_import_findings_import_id_seat_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."seat_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_import_findings" ADD CONSTRAINT "seat_import_findings_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_imports" ADD CONSTRAINT "seat_imports_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_imports" ADD CONSTRAINT "seat_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_imports" ADD CONSTRAINT "seat_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_owner_sdr_id_sdrs_id_fk" FOREIGN KEY ("owner_sdr_id") REFERENCES "public"."sdrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_owner_company_id_companies_id_fk" FOREIGN KEY ("owner_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_campaigns_seat_idx" ON "seat_campaigns" USING btree ("seat_id");--> statement-breakpoint
CREATE INDEX "seat_import_findings_import_idx" ON "seat_import_findings" USING btree ("import_id","campaign_id");--> statement-breakpoint
CREATE INDEX "seat_imports_seat_idx" ON "seat_imports" USING btree ("seat_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_profile_key" ON "seats" USING btree ("profile_key");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_linkedin_key" ON "messages" USING btree ("conversation_id","linkedin_key") WHERE "messages"."linkedin_key" is not null;--> statement-breakpoint
CREATE INDEX "messages_seat_import_idx" ON "messages" USING btree ("seat_import_id") WHERE "messages"."seat_import_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('sign_in', 'sign_in.link', 'sign_in.second_factor', 'sign_out', 'step_up', 'password.changed', 'password.reset', 'profile.changed', 'second_factor.setup_started', 'second_factor.enabled', 'second_factor.disabled', 'second_factor.reset', 'recovery_codes.regenerated', 'second_factor.required', 'passkey.added', 'passkey.removed', 'staff.added', 'staff.changed', 'staff.archived', 'staff.restored', 'staff.invited', 'staff.invitation_revoked', 'ownership.transferred', 'client.added', 'client.changed', 'client.archived', 'client.restored', 'client.invited', 'client.invitation_revoked', 'client.login_invited', 'client.login_reinvited', 'client.login_removed', 'connection.added', 'connection.changed', 'connection.archived', 'connection.restored', 'campaign.launched', 'seat.added', 'seat.changed', 'invitation.accepted', 'api_key.created', 'api_key.revoked', 'webhook.created', 'webhook.changed', 'webhook.deleted', 'webhook.secret_rotated', 'calendly.key_saved', 'calendly.key_removed', 'retention.changed', 'privacy_request.created', 'erasure', 'export', 'subscription.cancelled', 'backup'));