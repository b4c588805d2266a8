import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { type Database, openDatabase } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { databaseUrl } from "../setup/postgres-admin.js";
import { type TestApp, testConfig } from "./test-app.js";

/**
 * A second app server on the test app's PostgreSQL database, as behind a load balancer (PostgreSQL
 * runs only: an embedded database belongs to one process). `close()` stops it and its connections.
 */
export async function openSecondServer(
  t: TestApp,
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const source = inject("testDatabase");
  if (source.kind !== "postgres") throw new Error("a second server needs the PostgreSQL test project");
  const [current] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  if (!current) throw new Error("no current database");
  const database = await openDatabase({
    databaseUrl: databaseUrl(source.adminUrl, current.name),
    poolSize: 2,
  });
  const app = await buildApp({ config: testConfig(), database, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
