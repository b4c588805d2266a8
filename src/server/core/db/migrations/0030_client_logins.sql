CREATE TABLE "client_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_target_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "client_login_id" uuid;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_logins" ADD CONSTRAINT "client_logins_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_logins_email_key" ON "client_logins" USING btree ("email") WHERE "client_logins"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "client_logins_company_idx" ON "client_logins" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_client_login_id_client_logins_id_fk" FOREIGN KEY ("client_login_id") REFERENCES "public"."client_logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_target_check" CHECK (("invitations"."role" = 'sdr' and "invitations"."sdr_id" is not null and "invitations"."company_id" is null and "invitations"."client_login_id" is null)
       or ("invitations"."role" = 'client' and "invitations"."company_id" is not null and "invitations"."sdr_id" is null));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('sign_in', 'sign_in.link', 'sign_out', 'step_up', 'password.changed', 'password.reset', 'profile.changed', 'staff.added', 'staff.changed', 'staff.archived', 'staff.restored', 'staff.invited', 'staff.invitation_revoked', 'ownership.transferred', 'client.added', 'client.changed', 'client.archived', 'client.restored', 'client.invited', 'client.invitation_revoked', 'client.login_invited', 'client.login_reinvited', 'client.login_removed', 'connection.added', 'connection.changed', 'connection.archived', 'connection.restored', 'campaign.launched', 'invitation.accepted', 'api_key.created', 'api_key.revoked', 'webhook.created', 'webhook.changed', 'webhook.deleted', 'webhook.secret_rotated', 'calendly.key_saved', 'calendly.key_removed', 'retention.changed', 'privacy_request.created', 'erasure', 'export', 'subscription.cancelled', 'backup'));