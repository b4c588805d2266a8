import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompany, createSdrUser } from "../../../../tests/helpers/factories.js";
import { createProspect } from "../../../../tests/helpers/prospects.js";
import { openTestDatabase } from "../../../../tests/helpers/test-database.js";
import type { Database } from "./client.js";
import { applyDefinitions, definitionDifferences, liveDefinitions, readDefinitions } from "./definitions.js";
import { queryRows } from "./raw.js";

let database: Database;

const differences = async () => definitionDifferences(readDefinitions(), await liveDefinitions(database.db));

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(database.db, query);
  if (!row) throw new Error("no row");
  return row;
};

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe("database functions and triggers", () => {
  it("are, in a migrated database, exactly those of the definition files", async () => {
    const files = new Set(readDefinitions().map((definition) => definition.file));
    expect([...files]).toEqual([
      "src/server/core/db/functions/audit-log.sql",
      "src/server/core/db/functions/cadence-plans.sql",
      "src/server/core/db/functions/campaign-metrics-rollup.sql",
      "src/server/core/db/functions/campaign-metrics.sql",
      "src/server/core/db/functions/list-versions.sql",
      "src/server/core/db/functions/privacy-log.sql",
      "src/server/core/db/functions/sessions-ended.sql",
      "src/server/core/db/functions/suppressions.sql",
      "src/server/core/db/functions/team-kpis.sql",
      "src/server/core/db/functions/webhooks.sql",
    ]);
    expect(await differences()).toEqual([]);
  });

  it("that differ from their files are named, and the migrate step puts the files' back", async () => {
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION public.team_kpi_figure(field text, new_value text)
        RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT NULL::text $$`),
    );
    await database.db.execute(sql`ALTER FUNCTION team_kpi_apply() RESET jit`);
    await database.db.execute(sql`DROP TRIGGER campaign_list_on_sdrs ON sdrs`);
    await database.db.execute(
      sql`CREATE FUNCTION stray_for_test() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$`,
    );

    expect((await differences()).sort()).toEqual([
      "function public.stray_for_test() is in the database but in no definition file",
      "function public.team_kpi_apply() differs from its definition in src/server/core/db/functions/team-kpis.sql",
      "function public.team_kpi_figure(field text, new_value text) differs from its definition in src/server/core/db/functions/team-kpis.sql",
      "trigger campaign_list_on_sdrs on public.sdrs (src/server/core/db/functions/list-versions.sql) is missing from the database",
    ]);

    await database.migrate();
    expect(await differences()).toEqual([
      "function public.stray_for_test() is in the database but in no definition file",
    ]);
    const figure = await one<{ figure: string }>(sql`select team_kpi_figure('invite', 'true') as figure`);
    expect(figure.figure).toBe("invited");
    // In place now: nothing is run again.
    expect(await applyDefinitions(database.db)).toEqual([]);

    await database.db.execute(sql`DROP FUNCTION stray_for_test()`);
    expect(await differences()).toEqual([]);
  });

  it("run twice change nothing: a tick still counts once", async () => {
    for (let run = 0; run < 2; run++) {
      for (const { statement } of readDefinitions()) await database.db.execute(sql.raw(statement));
    }
    expect(await differences()).toEqual([]);

    const { campaignId } = await createCompany(database.db);
    const sdr = await createSdrUser(database.db);
    const { id: assignmentId } = await createProspect(database.db, campaignId);
    const versionOf = async () =>
      (
        await one<{ version: number }>(
          sql`select coalesce(sum(version), 0)::int as version from campaign_list_versions where campaign_id = ${campaignId}`,
        )
      ).version;
    const before = await versionOf();

    await database.db.execute(sql`update assignments set invite_at = now() where id = ${assignmentId}`);
    await database.db.execute(
      sql`insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
          values (${assignmentId}, ${campaignId}, ${sdr.userId}, 'invite', 'false', 'true')`,
    );

    const invited = await one<{ invited: number }>(
      sql`select sum(invited)::int as invited from campaign_daily_metrics where campaign_id = ${campaignId}`,
    );
    const events = await one<{ events: number }>(
      sql`select sum(events)::int as events from team_kpi_daily where sdr_id = ${sdr.sdrId} and figure = 'invited'`,
    );
    expect(invited.invited).toBe(1);
    expect(events.events).toBe(1);
    expect((await versionOf()) - before).toBe(1);
  });
});
