import type PgBoss from "pg-boss";

/**
 * pg-boss 11 cannot migrate the tables of pg-boss 10 (its schema version 24): it fails at start-up.
 * A database used by pg-boss 10 has its queue schema moved aside before pg-boss 11 starts (which then
 * installs its own), and the jobs still waiting there are queued anew afterwards (ADR 0019).
 */
const VERSION_10 = 24;

/** Where the pg-boss 10 tables are kept until their waiting jobs are queued anew. */
export const retiredSchema = (schema: string) => `${schema}_v10`;

/** One lock for every server that starts at once: only the first moves the schema. */
const LOCK = "hashtext('outreach-desk:pg-boss-10-schema')";

/** Moves a pg-boss 10 schema aside (one statement, so all or nothing). */
export async function retireVersion10Schema(db: PgBoss.Db, schema: string): Promise<void> {
  await db.executeSql(
    `DO $$ DECLARE installed int;
     BEGIN
       PERFORM pg_advisory_xact_lock(${LOCK});
       IF to_regclass('${schema}.version') IS NULL OR to_regnamespace('${retiredSchema(schema)}') IS NOT NULL THEN
         RETURN;
       END IF;
       EXECUTE 'SELECT max(version) FROM ${schema}.version' INTO installed;
       IF installed <= ${VERSION_10} THEN
         ALTER SCHEMA ${schema} RENAME TO ${retiredSchema(schema)};
       END IF;
     END $$`,
    [],
  );
}

export interface Version10Job {
  name: string;
  data: object | null;
}

/**
 * Takes the jobs pg-boss 10 had not finished (waiting, to be retried, or running when it stopped)
 * out of the moved schema: each server that starts takes its own rows, so none is queued twice. The
 * schema is dropped once no such job is left.
 */
export async function takeVersion10Jobs(db: PgBoss.Db, schema: string): Promise<Version10Job[]> {
  const retired = retiredSchema(schema);
  const { rows: found } = await db.executeSql(
    `SELECT to_regclass('${retired}.job') IS NOT NULL AS found`,
    [],
  );
  if (!(found[0] as { found: boolean } | undefined)?.found) return [];
  let taken: Version10Job[];
  try {
    const { rows } = await db.executeSql(
      `DELETE FROM ${retired}.job WHERE state::text IN ('created', 'retry', 'active') RETURNING name, data`,
      [],
    );
    taken = rows as Version10Job[];
  } catch (error) {
    // Another server took them and dropped the schema meanwhile.
    if (GONE.has((error as { code?: string }).code ?? "")) return [];
    throw error;
  }
  // Dropped by another server meanwhile, or left for the next start: nothing waits in it any more.
  await db.executeSql(`DROP SCHEMA IF EXISTS ${retired} CASCADE`, []).catch(() => undefined);
  return taken;
}

/** undefined_table, invalid_schema_name. */
const GONE = new Set(["42P01", "3F000"]);
