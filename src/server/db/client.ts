import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../paths.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: services accept either. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** Any fixed number works; it only has to be the same on every app server. */
const MIGRATION_LOCK_ID = 4_210_771;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ("databaseUrl" in source) return openPostgres(source.databaseUrl, source.poolSize ?? 10);
  let client: PGlite;
  if ("pglite" in source) {
    client = source.pglite;
  } else {
    mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // One process owns an embedded database, so no lock is needed.
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several app servers may start at once: the advisory lock lets one migrate while the rest wait.
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
