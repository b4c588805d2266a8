-- Changed do-not-contact list: the database tells every app server that the list changed.
--
-- This file is the current definition (ADR 0020). Statements are written as pg_get_functiondef and
-- pg_get_triggerdef print them; the migrate step applies each one whose live definition differs.
--
-- Every app server holds the live list in memory to match imports and pool assignments against it
-- (src/server/features/privacy/suppression-index.ts, ADR 0033) and reads it again on this notice. Any statement
-- that writes to the list says so once, whatever it changed: entries added (one by one or from a
-- file), removed, left by an erasure, or edited by hand.
CREATE OR REPLACE FUNCTION public.suppressions_changed_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('outreach_suppressions_changed', '');
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER suppressions_changed AFTER INSERT OR DELETE OR UPDATE ON public.suppressions
  FOR EACH STATEMENT EXECUTE FUNCTION suppressions_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER suppressions_truncated AFTER TRUNCATE ON public.suppressions
  FOR EACH STATEMENT EXECUTE FUNCTION suppressions_changed_notify();
