CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"target_entity" text NOT NULL,
	"campaign_id" uuid,
	"uploaded_by" uuid,
	"upload_time" timestamp with time zone DEFAULT now() NOT NULL,
	"total_rows" integer NOT NULL,
	"imported_rows" integer NOT NULL,
	"duplicate_rows" integer NOT NULL,
	"failed_rows" integer NOT NULL,
	"failures" jsonb NOT NULL,
	CONSTRAINT "import_batches_target_entity_check" CHECK ("import_batches"."target_entity" in ('prospect')),
	CONSTRAINT "import_batches_counts_check" CHECK ("import_batches"."imported_rows" + "import_batches"."duplicate_rows" + "import_batches"."failed_rows" = "import_batches"."total_rows" and "import_batches"."imported_rows" >= 0 and "import_batches"."duplicate_rows" >= 0 and "import_batches"."failed_rows" >= 0)
);
--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batches_upload_time_idx" ON "import_batches" USING btree ("upload_time" DESC NULLS LAST);