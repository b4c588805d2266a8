ALTER TABLE "import_batches" DROP CONSTRAINT "import_batches_counts_check";--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "updated_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "created_prospect_ids" uuid[];--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "undone_by" uuid;--> statement-breakpoint
ALTER TABLE "import_batches" ADD COLUMN "undo_result" jsonb;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_counts_check" CHECK ("import_batches"."imported_rows" + "import_batches"."duplicate_rows" + "import_batches"."updated_rows" + "import_batches"."failed_rows" = "import_batches"."total_rows" and "import_batches"."imported_rows" >= 0 and "import_batches"."duplicate_rows" >= 0 and "import_batches"."updated_rows" >= 0 and "import_batches"."failed_rows" >= 0);