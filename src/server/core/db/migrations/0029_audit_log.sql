CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"api_key_id" uuid,
	"ip" text,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('sign_in', 'sign_in.link', 'sign_out', 'step_up', 'password.changed', 'password.reset', 'profile.changed', 'staff.added', 'staff.changed', 'staff.archived', 'staff.restored', 'staff.invited', 'ownership.transferred', 'client.added', 'client.changed', 'client.archived', 'client.restored', 'client.invited', 'invitation.accepted', 'api_key.created', 'api_key.revoked', 'webhook.created', 'webhook.changed', 'webhook.deleted', 'webhook.secret_rotated', 'calendly.key_saved', 'calendly.key_removed', 'retention.changed', 'privacy_request.created', 'erasure', 'export', 'subscription.cancelled', 'backup'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("created_at");