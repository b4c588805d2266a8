import { existsSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig } from "../config.js";
import { type Database, openDatabase } from "../db/client.js";

/** The database the app's configuration names: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  // PGlite keeps this file while a process has the directory open, and two processes would damage it.
  if (!config.databaseUrl && existsSync(join(config.dataDir, "postmaster.pid"))) {
    throw new Error(
      `the embedded database in ${config.dataDir} is open in a running app (postmaster.pid): stop the app first (its daily backup runs inside it). If no app runs, it stopped without closing the database: start it and stop it once.`,
    );
  }
  return openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: 2, timeouts: config.databaseTimeouts }
      : { dataDir: config.dataDir },
  );
}

/** Where the data is, without the connection string's password. */
export function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `embedded PGlite in ${config.dataDir}`;
  const url = URL.canParse(config.databaseUrl) ? new URL(config.databaseUrl) : null;
  return url ? `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}` : "PostgreSQL (DATABASE_URL)";
}
