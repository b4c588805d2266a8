ALTER TABLE "sdrs" ADD COLUMN "role" text DEFAULT 'sdr' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sdrs_one_owner_key" ON "sdrs" USING btree ("role") WHERE "sdrs"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "sdrs" ADD CONSTRAINT "sdrs_role_check" CHECK ("sdrs"."role" in ('owner', 'manager', 'sdr'));--> statement-breakpoint
-- Every staff login gets a roster entry, where its role is kept.
INSERT INTO "sdrs" ("name", "email", "status", "user_id")
  SELECT coalesce(u."name", u."email"), u."email", 'Active', u."id" FROM "users" u
  WHERE u."role" = 'sdr' AND NOT EXISTS (SELECT 1 FROM "sdrs" s WHERE s."user_id" = u."id")
  ON CONFLICT ("email") DO UPDATE SET "user_id" = EXCLUDED."user_id" WHERE "sdrs"."user_id" IS NULL;--> statement-breakpoint
-- Staff who signed in before roles existed keep every right they had: they become managers, and the
-- longest-standing one the owner. The owner can narrow them afterwards.
UPDATE "sdrs" SET "role" = 'manager' WHERE "user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "sdrs" SET "role" = 'owner' WHERE "id" = (
  SELECT s."id" FROM "sdrs" s JOIN "users" u ON u."id" = s."user_id"
  WHERE s."archived_at" IS NULL AND s."status" <> 'Terminated'
  ORDER BY u."created_at", u."id" LIMIT 1);
