import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/server/core/db/client.js";
import { createDatabaseFromTemplate, databaseUrl, dropDatabase } from "../setup/postgres-admin.js";
import "../setup/provided.js";

let tarball: Promise<Blob> | undefined;

/**
 * A new, migrated, empty database for one test file (or one group of tests): an in-memory PGlite
 * loaded from the run's tarball, or a PostgreSQL database copied from the run's template.
 * `close()` closes it and, on PostgreSQL, drops it. Set TEST_DB_TIMING=1 to print how long opening took.
 */
export async function openTestDatabase(): Promise<Database> {
  const source = inject("testDatabase");
  const started = performance.now();
  let database: Database;
  if (source.kind === "pglite") {
    tarball ??= readFile(source.dataDirTarball).then((bytes) => new Blob([bytes]));
    const pglite = new PGlite({ loadDataDir: await tarball });
    await pglite.waitReady;
    database = await openDatabase({ pglite });
  } else {
    const created = await createTestDatabase();
    const opened = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    database = {
      ...opened,
      async close() {
        await opened.close();
        await created.drop();
      },
    };
  }
  if (process.env.TEST_DB_TIMING) {
    console.info(`test database (${source.kind}) ready in ${Math.round(performance.now() - started)} ms`);
  }
  return database;
}

export interface TestDatabaseUrl {
  /** Connection string of the new database. */
  url: string;
  /** Its name, as pg_stat_activity.datname shows it. */
  name: string;
  /** Connection string of the server's maintenance database, for watching or managing the server. */
  adminUrl: string;
  /** Drops the database (its connections are waited for briefly, then forced off). */
  drop(): Promise<void>;
}

/**
 * A new, migrated, empty PostgreSQL database, given as a connection string rather than opened, for
 * tests that reach it in their own way (through a proxy, from a server process). PostgreSQL runs only.
 */
export async function createTestDatabase(): Promise<TestDatabaseUrl> {
  const source = inject("testDatabase");
  if (source.kind !== "postgres") throw new Error("createTestDatabase needs the PostgreSQL test project");
  const name = `${source.prefix}_${randomBytes(6).toString("hex")}`;
  await createDatabaseFromTemplate(source.adminUrl, name, source.template);
  return {
    url: databaseUrl(source.adminUrl, name),
    name,
    adminUrl: source.adminUrl,
    drop: () => dropDatabase(source.adminUrl, name),
  };
}
