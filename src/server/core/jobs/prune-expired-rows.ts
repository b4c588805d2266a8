import type { FastifyBaseLogger } from "fastify";
import { deleteExpiredTrustedDevices } from "../access/password-guard.js";
import { deleteEndedRateLimitWindows } from "../access/rate-limit.js";
import { deleteExpiredSessions } from "../access/sessions.js";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import type { ServerFeature } from "../feature.js";
import type { CronJob } from "./cron-job.js";

/**
 * Deletes expired sessions and device tokens, ended rate-limit windows, and the features' expired rows
 * (bulk-change undos, say); none is ever read again. Answers how many of each kind went.
 */
export async function pruneExpiredRows(
  db: Db,
  config: AppConfig,
  features: readonly ServerFeature[],
): Promise<Record<string, number>> {
  const longestWindow = Math.max(config.authRateLimit.windowSeconds, config.demo.windowSeconds);
  const deleted: Record<string, number> = {
    sessions: await deleteExpiredSessions(db),
    trustedDevices: await deleteExpiredTrustedDevices(db),
    rateLimitWindows: await deleteEndedRateLimitWindows(db, longestWindow),
  };
  for (const feature of features) Object.assign(deleted, await feature.pruneExpired?.(db, config));
  return deleted;
}

/** The pruning job, on config.jobs.pruneCron. */
export const pruningJob = (
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  features: readonly ServerFeature[],
): CronJob => ({
  queue: "prune-expired-rows",
  cron: config.jobs.pruneCron,
  async run() {
    const deleted = await pruneExpiredRows(db, config, features);
    log.info({ deleted }, "expired rows pruned");
  },
});
