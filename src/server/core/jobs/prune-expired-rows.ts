import type { FastifyBaseLogger } from "fastify";
import { deleteExpiredTrustedDevices } from "../access/password-guard.js";
import { deleteEndedRateLimitWindows } from "../access/rate-limit.js";
import { deleteExpiredSessions } from "../access/sessions.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import type { JobQueue } from "./job-queue.js";

/** Deletes expired sessions and device tokens and ended rate-limit windows; none is ever read again. */
export async function pruneExpiredRows(
  db: Db,
  config: Pick<AppConfig, "authRateLimit" | "demo">,
): Promise<{ sessions: number; trustedDevices: number; rateLimitWindows: number }> {
  const longestWindow = Math.max(config.authRateLimit.windowSeconds, config.demo.windowSeconds);
  return {
    sessions: await deleteExpiredSessions(db),
    trustedDevices: await deleteExpiredTrustedDevices(db),
    rateLimitWindows: await deleteEndedRateLimitWindows(db, longestWindow),
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
    log.info({ deleted }, "expired sessions and rate-limit windows pruned");
  });
  await jobs.schedule("prune-expired-rows", config.jobs.pruneCron);
}
