import type { FastifyBaseLogger } from "fastify";
import { deleteExpiredTrustedDevices } from "../auth/password-guard.js";
import { deleteEndedRateLimitWindows } from "../auth/rate-limit.js";
import { deleteExpiredSessions } from "../auth/sessions.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { deleteExpiredBulkUndos } from "../prospects/bulk-undo.service.js";
import type { JobQueue } from "./job-queue.js";

/**
 * Deletes expired sessions, device tokens and bulk-change undos, and ended rate-limit windows; none is
 * ever read again.
 */
export async function pruneExpiredRows(
  db: Db,
  config: Pick<AppConfig, "authRateLimit" | "demo">,
): Promise<{ sessions: number; trustedDevices: number; rateLimitWindows: number; bulkUndos: number }> {
  const longestWindow = Math.max(config.authRateLimit.windowSeconds, config.demo.windowSeconds);
  return {
    sessions: await deleteExpiredSessions(db),
    trustedDevices: await deleteExpiredTrustedDevices(db),
    rateLimitWindows: await deleteEndedRateLimitWindows(db, longestWindow),
    bulkUndos: await deleteExpiredBulkUndos(db),
  };
}

/** The pruning job: its worker, and its schedule (config.jobs.pruneCron). */
export async function startPruning(
  jobs: JobQueue,
  db: Db,
  config: Pick<AppConfig, "authRateLimit" | "demo" | "jobs">,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work("prune-expired-rows", async () => {
    const deleted = await pruneExpiredRows(db, config);
    log.info({ deleted }, "expired sessions, rate-limit windows and bulk undos pruned");
  });
  await jobs.schedule("prune-expired-rows", config.jobs.pruneCron);
}
