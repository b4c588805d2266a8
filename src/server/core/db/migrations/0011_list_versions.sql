CREATE TABLE "campaign_list_versions" (
	"campaign_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_list_versions_pk" PRIMARY KEY("campaign_id","slot")
);
--> statement-breakpoint
ALTER TABLE "campaign_list_versions" ADD CONSTRAINT "campaign_list_versions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Adds one to the list version of each campaign in `ids`, in this session's slot (ADR 0011).
-- A company rename and an SDR's new e-mail bump too: the list shows both. Campaigns deleted in
-- this transaction are skipped: their versions went with them.
CREATE OR REPLACE FUNCTION campaign_list_bump(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO campaign_list_versions AS v (campaign_id, slot, version)
  SELECT c.id, pg_backend_pid() % 64, 1 FROM campaigns c WHERE c.id = ANY(ids)
  ORDER BY c.id
  ON CONFLICT (campaign_id, slot) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- The update branch is written out rather than calling campaign_list_bump: it runs on every tick of
-- the Scheduler, and the call, the array and the campaigns lookup cost a fifth of such a statement.
-- An update never runs with its campaign deleted in the same statement, so no lookup is needed.
CREATE OR REPLACE FUNCTION campaign_list_on_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO campaign_list_versions AS v (campaign_id, slot, version)
    SELECT campaign_id, pg_backend_pid() % 64, 1 FROM new_rows
    UNION
    SELECT campaign_id, pg_backend_pid() % 64, 1 FROM old_rows
    ORDER BY 1
    ON CONFLICT (campaign_id, slot) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM campaign_list_bump(array(SELECT DISTINCT campaign_id FROM new_rows));
  ELSE
    PERFORM campaign_list_bump(array(SELECT DISTINCT campaign_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_list_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_list_bump(array(SELECT id FROM campaigns));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- People are shared by campaigns: a changed person changes the list of every campaign it is in.
CREATE OR REPLACE FUNCTION campaign_list_on_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_list_bump(array(
    SELECT DISTINCT a.campaign_id FROM assignments a WHERE a.prospect_id IN (SELECT id FROM new_rows)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_list_on_companies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_list_bump(array(
    SELECT c.id FROM campaigns c WHERE c.company_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.company_name IS DISTINCT FROM o.company_name)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION campaign_list_on_sdrs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_list_bump(array(
    SELECT DISTINCT a.campaign_id FROM assignments a WHERE a.sdr_id IN (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.email IS DISTINCT FROM o.email)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_insert AFTER INSERT ON assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_assignments();
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_update AFTER UPDATE ON assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_assignments();
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_delete AFTER DELETE ON assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_assignments();
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_truncate AFTER TRUNCATE ON assignments
  FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_truncate();
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_people AFTER UPDATE ON prospects
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_people();
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_companies AFTER UPDATE ON companies
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_companies();
--> statement-breakpoint
CREATE TRIGGER campaign_list_on_sdrs AFTER UPDATE ON sdrs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_list_on_sdrs();
