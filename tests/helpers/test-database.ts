import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../src/server/db/client.js";
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
    const name = `${source.prefix}_${randomBytes(6).toString("hex")}`;
    await createDatabaseFromTemplate(source.adminUrl, name, source.template);
    const opened = await openDatabase({ databaseUrl: databaseUrl(source.adminUrl, name), poolSize: 4 });
    database = {
      ...opened,
      async close() {
        await opened.close();
        await dropDatabase(source.adminUrl, name);
      },
    };
  }
  if (process.env.TEST_DB_TIMING) {
    console.info(`test database (${source.kind}) ready in ${Math.round(performance.now() - started)} ms`);
  }
  return database;
}
