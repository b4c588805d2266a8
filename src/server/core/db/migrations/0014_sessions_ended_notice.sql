-- Every way a session ends deletes its row: sign-out, a password change or reset, archiving or
-- terminating a login, a manager setting a password, clean-up of expired sessions, and any way added
-- later. The database therefore tells every app server which sessions ended, and each ends their
-- live-update streams at once (src/server/events/ended-sessions.ts). A notice lists up to 100 token
-- hashes, comma-separated (NOTIFY payloads must stay under 8000 bytes); a larger delete, or a
-- truncate, sends '*': every server checks all its streams' sessions again.
CREATE OR REPLACE FUNCTION sessions_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended_notify();
--> statement-breakpoint
CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_ended_notify();
