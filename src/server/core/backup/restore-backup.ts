import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { type Database, type DbOrTx, UNHURRIED } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import {
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  readBackupHeader,
  readBackupLines,
} from "./backup-file.js";
import { DATA_SCHEMA, dataTables, qualified } from "./database-tables.js";
import {
  appVersion,
  codeMigrationAt,
  codeMigrationLevel,
  compareVersions,
  databaseMigrationLevel,
  migrationsFolderUpTo,
} from "./migration-level.js";

export interface RestoredBackup {
  header: BackupHeader;
  /** Rows by table. */
  tables: Record<string, number>;
  rows: number;
}

/** A backup this code cannot restore, or a database it must not restore into: said as it is. */
export class RestoreRefused extends Error {}

/** Rows sent in one INSERT. */
const INSERT_ROWS = 500;

/** Refuses a backup made by newer code, or by another line of migrations. */
export function checkRestorable(header: BackupHeader): void {
  const version = appVersion();
  if (header.formatVersion > BACKUP_FORMAT_VERSION || compareVersions(header.appVersion, version) > 0) {
    throw new RestoreRefused(
      `The backup was made by Outreach Desk ${header.appVersion}, newer than this version (${version}): restore it with ${header.appVersion} or later.`,
    );
  }
  const code = codeMigrationLevel();
  if (header.migrations.count > code.count) {
    throw new RestoreRefused(
      `The backup's database has ${header.migrations.count} migrations applied, more than this version (${version}) knows (${code.count}): restore it with the version that made it (${header.appVersion}) or later.`,
    );
  }
  const count = header.migrations.count;
  if (count > 0 && header.migrations.latest !== codeMigrationAt(count)) {
    throw new RestoreRefused(
      `The backup's migration ${count} is not this version's (${version}): it was made by a different build of Outreach Desk ${header.appVersion}.`,
    );
  }
}

/** The tables of the data schema that hold rows. */
async function tablesWithRows(db: DbOrTx): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await dataTables(db)) {
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql.raw(`select exists (select 1 from ${qualified(table)}) as "any"`),
    );
    if (row?.any) filled.push(table);
  }
  return filled;
}

/**
 * Triggers (roll-ups, append-only guards, the webhook outbox) and foreign keys stay quiet while the
 * rows load: the backup holds what they made. PostgreSQL lets only a superuser (and PGlite) switch to
 * replica mode; anyone else's tables keep their keys, which the backup's table order satisfies, and
 * have their own triggers switched off until the commit.
 */
async function quietTriggers(tx: DbOrTx, tables: string[]): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    for (const table of tables)
      await tx.execute(sql.raw(`alter table ${qualified(table)} disable trigger user`));
  }
}

async function load(tx: DbOrTx, file: string): Promise<Omit<RestoredBackup, "header">> {
  await tx.execute(sql`set local statement_timeout = 0`);
  const present = new Set(await dataTables(tx));
  await quietTriggers(tx, [...present]);
  const tables: Record<string, number> = {};
  let rows = 0;
  let table: string | null = null;
  let pending: string[] = [];
  let ended = false;
  const flush = async () => {
    if (!table || pending.length === 0) return;
    const target = qualified(table);
    await tx.execute(
      sql`${sql.raw(`${UNHURRIED} insert into ${target} select * from jsonb_populate_recordset(null::${target}, `)}${`[${pending.join(",")}]`}::jsonb)`,
    );
    tables[table] = (tables[table] ?? 0) + pending.length;
    rows += pending.length;
    pending = [];
  };
  for await (const line of readBackupLines(file)) {
    if (line.kind === "table") {
      await flush();
      if (!present.has(line.name))
        throw new Error(`the backup holds a table "${line.name}" this database lacks`);
      table = line.name;
      tables[table] = 0;
    } else if (line.kind === "row") {
      if (!table) throw new Error("the backup holds rows before any table");
      pending.push(line.json);
      if (pending.length >= INSERT_ROWS) await flush();
    } else if (line.kind === "sequence") {
      await flush();
      if (line.sequence.lastValue !== null) {
        await tx.execute(
          sql`select setval(${`${DATA_SCHEMA}.${line.sequence.name}`}::regclass, ${line.sequence.lastValue}::bigint, true)`,
        );
      }
    } else if (line.kind === "end") {
      await flush();
      if (line.end.rows !== rows || line.end.tables !== Object.keys(tables).length) {
        throw new Error(
          `the backup promised ${line.end.rows} rows in ${line.end.tables} tables, but held ${rows}`,
        );
      }
      ended = true;
    }
  }
  if (!ended) throw new Error("the backup ends early: the file is incomplete");
  return { tables, rows };
}

/**
 * Restores a backup into an empty database: migrates it to the backup's level, loads every table in
 * one transaction (all or nothing), sets the sequences, then migrates to this code's level.
 */
export async function restoreBackup(database: Database, file: string): Promise<RestoredBackup> {
  const header = await readBackupHeader(file);
  checkRestorable(header);
  const target = await databaseMigrationLevel(database.db);
  if (target.count > header.migrations.count) {
    throw new RestoreRefused(
      `The database is already migrated further (${target.count} migrations) than the backup (${header.migrations.count}): restore into a new, empty database.`,
    );
  }
  const filled = await tablesWithRows(database.db);
  if (filled.length > 0) {
    throw new RestoreRefused(
      `The database is not empty (${filled.slice(0, 5).join(", ")}${filled.length > 5 ? ", ..." : ""} hold rows): restore into a new, empty database.`,
    );
  }
  const atCodeLevel = header.migrations.count === codeMigrationLevel().count;
  if (atCodeLevel) await database.migrate();
  else {
    const migrationsFolder = migrationsFolderUpTo(header.migrations.count);
    try {
      await database.migrate({ migrationsFolder });
    } finally {
      await rm(migrationsFolder, { recursive: true, force: true });
    }
  }
  const loaded = await database.db.transaction((tx) => load(tx, file));
  if (!atCodeLevel) await database.migrate();
  return { header, ...loaded };
}
