CREATE TABLE "assignment_plan_stale" (
	"assignment_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_plans" (
	"assignment_id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"step" text,
	"due_on" date,
	"stop_cause" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "budget_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"assignment_id" uuid,
	"actor_id" uuid,
	"sent_last_7_days" integer NOT NULL,
	"sent_today" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "queue_marks" (
	"assignment_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"step" text NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "queue_marks_assignment_id_step_pk" PRIMARY KEY("assignment_id","step")
);
--> statement-breakpoint
ALTER TABLE "assignment_plans" ADD CONSTRAINT "assignment_plans_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_plans" ADD CONSTRAINT "assignment_plans_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_overrides" ADD CONSTRAINT "budget_overrides_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_overrides" ADD CONSTRAINT "budget_overrides_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_overrides" ADD CONSTRAINT "budget_overrides_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_marks" ADD CONSTRAINT "queue_marks_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_marks" ADD CONSTRAINT "queue_marks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_marks" ADD CONSTRAINT "queue_marks_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_plan_stale_campaign" ON "assignment_plan_stale" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "assignment_plans_due" ON "assignment_plans" USING btree ("campaign_id","due_on") WHERE kind in ('step', 'withdraw');--> statement-breakpoint
CREATE INDEX "budget_overrides_campaign" ON "budget_overrides" USING btree ("campaign_id","created_at");--> statement-breakpoint
-- Every assignment that exists before plans existed is planned on its first read.
INSERT INTO "assignment_plan_stale" ("assignment_id", "campaign_id") SELECT "id", "campaign_id" FROM "assignments";
