ALTER TABLE "sessions" ADD COLUMN "proven_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A session proved who it was when it began.
UPDATE "sessions" SET "proven_at" = "created_at";
