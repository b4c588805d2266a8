-- The audit log is append-only: what staff did stays as it was recorded (ADR 0047).
--
-- This file is the current definition (ADR 0020). Two changes pass: a delete made by the pruning of
-- entries past the audit retention (it sets outreach.audit_pruning in its transaction), and the
-- foreign keys' own update when a user or an API key is deleted, which only empties actor_id or
-- api_key_id; the name the actor went by stays.
CREATE OR REPLACE FUNCTION public.audit_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('outreach.audit_pruning', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND (NEW.actor_id IS NULL OR NEW.actor_id = OLD.actor_id)
    AND (NEW.api_key_id IS NULL OR NEW.api_key_id = OLD.api_key_id)
    AND to_jsonb(NEW) - 'actor_id' - 'api_key_id' = to_jsonb(OLD) - 'actor_id' - 'api_key_id' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only: % is not allowed', TG_OP;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE DELETE OR UPDATE ON public.audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON public.audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
