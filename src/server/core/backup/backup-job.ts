import { readdir, rm } from "node:fs/promises";
import { basename, join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { recordAudit } from "../audit/audit-record.js";
import type { BackupsConfig } from "../config.js";
import type { Database } from "../db/client.js";
import type { CronJob } from "../jobs/cron-job.js";
import { BACKUP_FILE_PATTERN } from "./backup-file.js";
import { writeBackup } from "./write-backup.js";

/** How the last daily backup on this server ended. */
export interface BackupOutcome {
  ok: boolean;
  /** ISO time it ended. */
  at: string;
  /** The file written (when ok). */
  file?: string;
  /** What went wrong (when not). */
  error?: string;
  /** Older backups deleted after it. */
  deleted?: string[];
}

/** The last outcome, read by the readiness check (system/readiness.ts). */
export interface BackupStatus {
  last: BackupOutcome | null;
}

/**
 * Deletes the oldest backups in `dir` beyond the newest `keep`: only files named as the backups are
 * (their names sort by time), never anything else in the directory. Answers the names deleted.
 */
export async function pruneOldBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/**
 * Where a backup's outcome is recorded: this server's status for /api/ready, the server log, and the
 * audit log (a failure there names the error, so it is seen on every server that reads the log).
 */
export async function recordBackupOutcome(
  status: BackupStatus,
  database: Database,
  log: FastifyBaseLogger,
  outcome: BackupOutcome,
): Promise<void> {
  status.last = outcome;
  if (outcome.ok) log.info({ file: outcome.file, deleted: outcome.deleted }, "backup written");
  else log.error({ error: outcome.error }, "backup failed");
  const detail = outcome.ok
    ? { file: basename(outcome.file ?? ""), deleted: outcome.deleted ?? [] }
    : { error: outcome.error };
  await recordAudit(database.db, {
    action: "backup",
    actorId: null,
    target: "daily backup",
    detail,
    status: 0,
    succeeded: outcome.ok,
  }).catch((error: unknown) => log.error({ err: error }, "backup's audit entry not recorded"));
}

/** The daily backup, on config.backups.cron: a new backup, then the oldest beyond `keep` deleted. */
export const backupJob = (
  database: Database,
  config: BackupsConfig,
  log: FastifyBaseLogger,
  status: BackupStatus,
): CronJob => ({
  queue: "backup-database",
  cron: config.cron,
  async run() {
    try {
      const backup = await writeBackup(database, config.dir);
      const deleted = await pruneOldBackups(config.dir, config.keep);
      await recordBackupOutcome(status, database, log, {
        ok: true,
        at: new Date().toISOString(),
        file: backup.file,
        deleted,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordBackupOutcome(status, database, log, {
        ok: false,
        at: new Date().toISOString(),
        error: message,
      });
      throw error;
    }
  },
});
