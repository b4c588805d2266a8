-- Cadence plans (issue 17): every change to an assignment, and every queue mark, leaves the
-- assignment in assignment_plan_stale in the change's own transaction; readers re-plan stale rows
-- (src/server/features/cadence/plans.service.ts) before answering, so no write path can forget to.
--
-- This file is the current definition (ADR 0020). Statements are written as pg_get_functiondef and
-- pg_get_triggerdef print them; the migrate step applies each one whose live definition differs.
CREATE OR REPLACE FUNCTION public.assignment_plan_stale_on_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO assignment_plan_stale (assignment_id, campaign_id)
  SELECT DISTINCT ON (id) id, campaign_id FROM new_rows ORDER BY id
  ON CONFLICT (assignment_id) DO NOTHING;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.assignment_plan_stale_on_marks()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO assignment_plan_stale (assignment_id, campaign_id)
  SELECT DISTINCT ON (assignment_id) assignment_id, campaign_id FROM changed_rows ORDER BY assignment_id
  ON CONFLICT (assignment_id) DO NOTHING;
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER assignment_plan_on_insert AFTER INSERT ON public.assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assignment_plan_stale_on_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER assignment_plan_on_update AFTER UPDATE ON public.assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assignment_plan_stale_on_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER assignment_plan_on_mark_insert AFTER INSERT ON public.queue_marks
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION assignment_plan_stale_on_marks();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER assignment_plan_on_mark_delete AFTER DELETE ON public.queue_marks
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION assignment_plan_stale_on_marks();
--> statement-breakpoint
-- The Scheduler shows each assignment's next step: a new plan changes the campaign's list (ADR 0011).
CREATE OR REPLACE FUNCTION public.campaign_list_on_plans()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM campaign_list_bump(array(SELECT DISTINCT campaign_id FROM new_rows));
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaign_list_on_plan_insert AFTER INSERT ON public.assignment_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_plans();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER campaign_list_on_plan_update AFTER UPDATE ON public.assignment_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_plans();
