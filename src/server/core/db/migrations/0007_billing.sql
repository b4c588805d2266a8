CREATE TABLE "onboarding_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form" jsonb NOT NULL,
	"full_name" text NOT NULL,
	"company_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"package" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_session_id" text,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "onboarding_submissions_status_check" CHECK ("onboarding_submissions"."status" in ('pending', 'paid')),
	CONSTRAINT "onboarding_submissions_package_check" CHECK ("onboarding_submissions"."package" in ('lead-generation', 'appointment-setting'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"submission_id" uuid,
	"package" text NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_renewal_date" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checkout_session_id" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_package_check" CHECK ("subscriptions"."package" in ('lead-generation', 'appointment-setting')),
	CONSTRAINT "subscriptions_price_check" CHECK ("subscriptions"."monthly_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_submission_id_onboarding_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."onboarding_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_submissions_checkout_session_key" ON "onboarding_submissions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_submission_key" ON "subscriptions" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_checkout_session_key" ON "subscriptions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_key" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");