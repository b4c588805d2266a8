-- Ended sessions: the database tells every app server which sessions ended.
--
-- This file is the current definition (ADR 0020). Statements are written as pg_get_functiondef and
-- pg_get_triggerdef print them; the migrate step applies each one whose live definition differs.
--
-- Every way a session ends deletes its row: sign-out, a password change or reset, archiving or
-- terminating a login, a manager setting a password, clean-up of expired sessions, and any way added
-- later. Each app server ends the live-update streams of those sessions at once
-- (src/server/core/events/ended-sessions.ts). A notice lists up to 100 token hashes, comma-separated
-- (NOTIFY payloads must stay under 8000 bytes); a larger delete, or a truncate, sends '*': every
-- server checks all its streams' sessions again.
CREATE OR REPLACE FUNCTION public.sessions_ended_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  hashes text[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('outreach_sessions_ended', '*');
    RETURN NULL;
  END IF;
  SELECT array_agg(token_hash) INTO hashes FROM (SELECT token_hash FROM ended LIMIT 101) AS first_ended;
  -- A delete that matched nothing (the expired-session clean-up at each sign-in, mostly) says nothing.
  IF hashes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('outreach_sessions_ended',
    CASE WHEN cardinality(hashes) > 100 THEN '*' ELSE array_to_string(hashes, ',') END);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_ended AFTER DELETE ON public.sessions
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_truncated AFTER TRUNCATE ON public.sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended_notify();
--> statement-breakpoint
-- Changed sessions: who a session is (src/server/core/access/actor.ts: the user's role and staff role,
-- e-mail, name, company and its name and campaign, whether they have a second factor) changed, or the session expires sooner. Each app server drops those sessions from its session
-- cache (src/server/core/access/session-cache.ts) and refreshes their live-update streams at once. A change
-- to a user lists that user's sessions (up to 100, as above); a change to campaigns or company names,
-- to a staff role, or to the agency's settings (a second factor required of all staff), rare and
-- possibly wide, sends '*'.
CREATE OR REPLACE FUNCTION public.sessions_changed_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  hashes text[];
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('outreach_sessions_changed', '*');
    RETURN NULL;
  END IF;
  -- A session's own row: an earlier expiry (sliding expiry only moves it later), or a new proof of who
  -- is signed in (step-up).
  IF TG_TABLE_NAME = 'sessions' THEN
    IF NEW.expires_at < OLD.expires_at OR NEW.proven_at IS DISTINCT FROM OLD.proven_at THEN
      PERFORM pg_notify('outreach_sessions_changed', NEW.token_hash);
    END IF;
    RETURN NULL;
  END IF;
  IF (OLD.email, OLD.role, OLD.name, OLD.company_id, OLD.email_verified_at, OLD.second_factor_at)
     IS NOT DISTINCT FROM (NEW.email, NEW.role, NEW.name, NEW.company_id, NEW.email_verified_at, NEW.second_factor_at) THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(token_hash) INTO hashes
    FROM (SELECT token_hash FROM sessions WHERE user_id = NEW.id LIMIT 101) AS first_sessions;
  IF hashes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('outreach_sessions_changed',
    CASE WHEN cardinality(hashes) > 100 THEN '*' ELSE array_to_string(hashes, ',') END);
  RETURN NULL;
END
$function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_changed_on_users AFTER UPDATE OF email, role, name, company_id, email_verified_at, second_factor_at ON public.users
  FOR EACH ROW EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_changed_on_campaigns AFTER INSERT OR DELETE OR UPDATE OF company_id ON public.campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_changed_on_sdrs AFTER UPDATE OF role, user_id ON public.sdrs
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_changed_on_companies AFTER UPDATE OF company_name ON public.companies
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_changed_on_sessions AFTER UPDATE OF expires_at, proven_at ON public.sessions
  FOR EACH ROW EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sessions_changed_on_agency_settings AFTER INSERT OR UPDATE ON public.agency_settings
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
