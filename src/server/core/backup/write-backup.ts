import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import { type Database, UNHURRIED } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupHeader,
  backupFileName,
  endLine,
  headerLine,
  sequenceLine,
  tableLine,
} from "./backup-file.js";
import { dataSequences, qualified, tablesInKeyOrder } from "./database-tables.js";
import { appVersion, databaseMigrationLevel } from "./migration-level.js";

export interface WrittenBackup {
  file: string;
  bytes: number;
  header: BackupHeader;
  /** Rows by table. */
  tables: Record<string, number>;
  rows: number;
}

/** Rows fetched from the cursor at a time: a few hundred kilobytes in memory at most. */
const FETCH_ROWS = 1_000;

/**
 * Writes a backup of the database into `dir` (created if missing): every table read in one
 * read-only REPEATABLE READ transaction, so the copy is one consistent snapshot while the app writes.
 * Tables come in foreign-key order, so that a restore may load them as they come.
 * The file appears under its final name only once complete.
 */
export async function writeBackup(database: Database, dir: string, now = new Date()): Promise<WrittenBackup> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  try {
    const written = await database.db.transaction(
      async (tx) => {
        // A large table may take longer than a request's statement limit.
        await tx.execute(sql`set local statement_timeout = 0`);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          appVersion: appVersion(),
          migrations: await databaseMigrationLevel(tx),
          createdAt: now.toISOString(),
          database: database.kind,
        };
        const gzip = createGzip();
        const output = gzip.pipe(createWriteStream(partial));
        const write = async (text: string) => {
          if (!gzip.write(text)) await once(gzip, "drain");
        };
        const tables: Record<string, number> = {};
        let rows = 0;
        try {
          await write(headerLine(header));
          for (const table of await tablesInKeyOrder(tx)) {
            await write(tableLine(table));
            tables[table] = 0;
            await tx.execute(
              sql.raw(
                `declare backup_rows no scroll cursor for select to_jsonb(backup_row)::text as "row" from ${qualified(table)} backup_row`,
              ),
            );
            for (;;) {
              const batch = await queryRows<{ row: string }>(
                tx,
                sql.raw(`${UNHURRIED} fetch forward ${FETCH_ROWS} from backup_rows`),
              );
              for (const { row } of batch) await write(`${row}\n`);
              tables[table] += batch.length;
              rows += batch.length;
              if (batch.length < FETCH_ROWS) break;
            }
            await tx.execute(sql`close backup_rows`);
          }
          for (const sequence of await dataSequences(tx)) await write(sequenceLine(sequence));
          await write(endLine({ tables: Object.keys(tables).length, rows }));
          gzip.end();
          await finished(output);
        } catch (error) {
          gzip.destroy();
          output.destroy();
          throw error;
        }
        return { header, tables, rows };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, ...written };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
