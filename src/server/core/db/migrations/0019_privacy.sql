CREATE TABLE "privacy_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"company_id" uuid,
	"summary" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_log_action_check" CHECK ("privacy_log"."action" in ('suppression.added', 'suppression.removed', 'suppression.imported', 'erasure', 'access.export', 'retention.run', 'retention.changed', 'prospect.export'))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"subject_hash" text NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"completed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" in ('erasure', 'access'))
);
--> statement-breakpoint
CREATE TABLE "suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"value" text,
	"value_hash" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	CONSTRAINT "suppressions_kind_check" CHECK ("suppressions"."kind" in ('linkedin', 'email', 'domain', 'company')),
	CONSTRAINT "suppressions_reason_check" CHECK ("suppressions"."reason" in ('objected', 'erased', 'customer', 'competitor', 'bounced', 'other'))
);
--> statement-breakpoint
ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_counts_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_months" integer DEFAULT 36 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "suppressed_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "suppression_id" uuid;--> statement-breakpoint
ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressions" ADD CONSTRAINT "suppressions_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_log_time_idx" ON "privacy_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_created_idx" ON "privacy_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "suppressions_live_hash_idx" ON "suppressions" USING btree ("value_hash","company_id") WHERE "suppressions"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "suppressions_company_idx" ON "suppressions" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_suppression_id_suppressions_id_fk" FOREIGN KEY ("suppression_id") REFERENCES "public"."suppressions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignments_suppression_idx" ON "assignments" USING btree ("suppression_id") WHERE "assignments"."suppression_id" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_retention_months_check" CHECK ("companies"."retention_months" between 1 and 120);--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_counts_check" CHECK ("import_batches"."imported_rows" + "import_batches"."duplicate_rows" + "import_batches"."updated_rows" + "import_batches"."failed_rows" + "import_batches"."suppressed_rows" = "import_batches"."total_rows" and "import_batches"."imported_rows" >= 0 and "import_batches"."duplicate_rows" >= 0 and "import_batches"."updated_rows" >= 0 and "import_batches"."failed_rows" >= 0 and "import_batches"."suppressed_rows" >= 0);