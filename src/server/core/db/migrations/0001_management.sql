CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"sdr_id" uuid,
	"scheduler_id" uuid,
	"status" text DEFAULT 'Onboarding' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('Onboarding', 'Active'))
);
--> statement-breakpoint
CREATE TABLE "schedulers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'Ready' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "schedulers_status_check" CHECK ("schedulers"."status" in ('Ready', 'Assigned'))
);
--> statement-breakpoint
ALTER TABLE "sdrs" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_sdr_id_sdrs_id_fk" FOREIGN KEY ("sdr_id") REFERENCES "public"."sdrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_scheduler_id_schedulers_id_fk" FOREIGN KEY ("scheduler_id") REFERENCES "public"."schedulers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connections_company_idx" ON "connections" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "connections_active_idx" ON "connections" USING btree ("status","company_id") WHERE "connections"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "sdrs" ADD CONSTRAINT "sdrs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sdrs_user_key" ON "sdrs" USING btree ("user_id");--> statement-breakpoint
UPDATE "sdrs" SET "user_id" = "users"."id" FROM "users" WHERE "users"."email" = "sdrs"."email" AND "users"."role" = 'sdr';
