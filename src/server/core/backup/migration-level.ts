import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { migrationsDir, projectRoot } from "../paths.js";

/**
 * How far a database is migrated: how many of the journal's migrations are applied, and the journal
 * time (`when`, which drizzle records as `created_at`) of the last one, so that two lines of
 * migrations with the same count are told apart.
 */
export interface MigrationLevel {
  count: number;
  latest: string | null;
}

interface Journal {
  entries: { when: number; tag: string }[];
}

const readJournal = (folder = migrationsDir): Journal =>
  JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as Journal;

/** The level this code migrates to. */
export function codeMigrationLevel(): MigrationLevel {
  const { entries } = readJournal();
  return { count: entries.length, latest: entries.at(-1) ? String(entries.at(-1)?.when) : null };
}

/** The journal time of the code's n-th migration (1-based), or null past its last. */
export function codeMigrationAt(count: number): string | null {
  const entry = readJournal().entries[count - 1];
  return entry ? String(entry.when) : null;
}

/** The level recorded in the database (none before its first migration). */
export async function databaseMigrationLevel(db: DbOrTx): Promise<MigrationLevel> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { count: 0, latest: null };
  const [level] = await queryRows<{ count: number; latest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  return level ?? { count: 0, latest: null };
}

/**
 * A copy of the migrations folder whose journal stops after `count` migrations: drizzle's migrator
 * applies what a journal lists, so this migrates a database to an older level.
 */
export function migrationsFolderUpTo(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), "outreach-desk-migrations-"));
  cpSync(migrationsDir, folder, { recursive: true });
  const journal = readJournal();
  writeFileSync(
    join(folder, "meta/_journal.json"),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }, null, 2),
  );
  return folder;
}

/** package.json's version. */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { version: string };
  return pkg.version;
}

/** Compares two versions part by part (1.10.0 is newer than 1.9.3); a pre-release tag is ignored. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[-+]/)[0]?.split(".").map(Number) ?? [];
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
