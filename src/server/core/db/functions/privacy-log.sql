-- The privacy log is append-only: what was done with people's data stays as it was recorded.
--
-- This file is the current definition (ADR 0020). Rows never hold a person's data (they name
-- suppressions and requests by id), so an erasure has nothing to change here.
CREATE OR REPLACE FUNCTION public.privacy_log_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'the privacy log is append-only: % is not allowed', TG_OP;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER privacy_log_append_only BEFORE DELETE OR UPDATE ON public.privacy_log FOR EACH ROW EXECUTE FUNCTION privacy_log_append_only();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER privacy_log_no_truncate BEFORE TRUNCATE ON public.privacy_log FOR EACH STATEMENT EXECUTE FUNCTION privacy_log_append_only();
