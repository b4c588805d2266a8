import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  READY_DATABASE_UNREACHABLE,
  READY_SHUTTING_DOWN,
  type ReadyWarning,
  readyBackupFailed,
  readyMigrationsPending,
} from "../../../shared/contracts/health.js";
import type { BackupStatus } from "../backup/backup-job.js";
import type { Database } from "../db/client.js";
import { queryRows } from "../db/raw.js";

/** Shared between the readiness route and the shutdown sequence. */
export interface Lifecycle {
  /** Set on SIGTERM/SIGINT, before the server stops: readiness answers 503 from then on. */
  shuttingDown: boolean;
}

/** How long the database may take to answer a readiness check before it counts as unreachable. */
export const READY_TIMEOUT_MS = 2_000;

/** The `when` of every migration in drizzle's journal: drizzle records it as `created_at` once applied. */
export function journalMigrations(migrationsFolder: string): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => String(entry.when));
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  // The query may still fail after the deadline: that late failure is expected, not unhandled.
  work.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The migrations drizzle's migrator has recorded (its table is missing before the first migration). */
async function recordedMigrations(database: Database): Promise<Set<string>> {
  const [table] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return new Set();
  const rows = await queryRows<{ createdAt: string }>(
    database.db,
    sql`select created_at::text as "createdAt" from drizzle.__drizzle_migrations`,
  );
  return new Set(rows.map((row) => row.createdAt));
}

/**
 * What /api/ready reports without being unready: a server that cannot write its backup still serves
 * requests, and taking every server out of the load balancer for it would be an outage (ADR 0046).
 */
export function readinessWarnings(backups: BackupStatus): ReadyWarning[] {
  const last = backups.last;
  if (!last || last.ok) return [];
  return [{ check: "backup", message: readyBackupFailed(last.at, last.error ?? "unknown error") }];
}

export type Readiness = { ready: true } | { ready: false; message: string };

/**
 * Whether this server can serve requests: not shutting down, the database answers `select 1` within
 * READY_TIMEOUT_MS, and every migration of the journal is recorded as applied. A migration counts by
 * its journal time (drizzle's `created_at`), not its hash, as drizzle's migrator does: a later edit of
 * an applied file's text does not make it pending.
 * Concurrent checks share one round of queries, so frequent probes never pile up on a slow database.
 */
export function makeReadinessCheck(options: {
  database: Database;
  lifecycle: Lifecycle;
  migrations: string[];
  log: FastifyBaseLogger;
  timeoutMs?: number;
}): () => Promise<Readiness> {
  const { database, lifecycle, migrations, log, timeoutMs = READY_TIMEOUT_MS } = options;
  let running: Promise<Readiness> | null = null;

  async function check(): Promise<Readiness> {
    try {
      await withinTimeout(database.db.execute(sql`select 1`), timeoutMs);
    } catch (error) {
      log.warn({ err: error }, "readiness: the database did not answer");
      return { ready: false, message: READY_DATABASE_UNREACHABLE };
    }
    let recorded: Set<string>;
    try {
      recorded = await withinTimeout(recordedMigrations(database), timeoutMs);
    } catch (error) {
      log.warn({ err: error }, "readiness: the applied migrations could not be read");
      return {
        ready: false,
        message: "The database answered, but its record of applied migrations could not be read.",
      };
    }
    const applied = migrations.filter((when) => recorded.has(when)).length;
    if (applied < migrations.length) {
      return { ready: false, message: readyMigrationsPending(applied, migrations.length) };
    }
    return { ready: true };
  }

  return async () => {
    if (lifecycle.shuttingDown) return { ready: false, message: READY_SHUTTING_DOWN };
    running ??= check().finally(() => {
      running = null;
    });
    const result = await running;
    // Shutdown may have begun while the database was being asked.
    if (lifecycle.shuttingDown) return { ready: false, message: READY_SHUTTING_DOWN };
    return result;
  };
}
