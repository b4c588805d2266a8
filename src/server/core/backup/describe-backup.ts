import type { BackupHeader } from "./backup-file.js";
import type { RestoredBackup } from "./restore-backup.js";
import type { WrittenBackup } from "./write-backup.js";

const size = (bytes: number) =>
  bytes < 1_048_576 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1_048_576).toFixed(1)} MB`;

const origin = (header: BackupHeader) =>
  `Outreach Desk ${header.appVersion}, ${header.migrations.count} migrations, ${header.database}, taken ${header.createdAt}`;

function tableLines(tables: Record<string, number>): string[] {
  return Object.entries(tables)
    .filter(([, rows]) => rows > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, rows]) => `  ${table.padEnd(32)} ${rows}`);
}

/** What `npm run backup` prints. */
export function describeBackup(backup: WrittenBackup): string {
  return [
    `Wrote ${backup.file} (${size(backup.bytes)})`,
    `${origin(backup.header)}`,
    `${Object.keys(backup.tables).length} tables, ${backup.rows} rows (tables with rows below):`,
    ...tableLines(backup.tables),
  ].join("\n");
}

/** What `npm run restore` prints. */
export function describeRestore(restored: RestoredBackup): string {
  return [
    `Restored a backup of ${origin(restored.header)}`,
    `${Object.keys(restored.tables).length} tables, ${restored.rows} rows (tables with rows below):`,
    ...tableLines(restored.tables),
    "The database is migrated to this version: start the app on it.",
  ].join("\n");
}
