CREATE TABLE "panel_grants" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"challenge" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "kind" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panel_grants" ADD CONSTRAINT "panel_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id" ON "sessions" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('sign_in', 'sign_in.link', 'sign_in.second_factor', 'sign_out', 'step_up', 'password.changed', 'password.reset', 'profile.changed', 'second_factor.setup_started', 'second_factor.enabled', 'second_factor.disabled', 'second_factor.reset', 'recovery_codes.regenerated', 'second_factor.required', 'passkey.added', 'passkey.removed', 'staff.added', 'staff.changed', 'staff.archived', 'staff.restored', 'staff.invited', 'staff.invitation_revoked', 'ownership.transferred', 'client.added', 'client.changed', 'client.archived', 'client.restored', 'client.invited', 'client.invitation_revoked', 'client.login_invited', 'client.login_reinvited', 'client.login_removed', 'connection.added', 'connection.changed', 'connection.archived', 'connection.restored', 'campaign.launched', 'seat.added', 'seat.changed', 'invitation.accepted', 'api_key.created', 'api_key.revoked', 'side_panel.connected', 'side_panel.revoked', 'webhook.created', 'webhook.changed', 'webhook.deleted', 'webhook.secret_rotated', 'calendly.key_saved', 'calendly.key_removed', 'retention.changed', 'privacy_request.created', 'erasure', 'export', 'subscription.cancelled', 'backup'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('browser', 'panel'));