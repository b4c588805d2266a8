import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../core/db/client.js";
import type { CronJob } from "../../core/jobs/cron-job.js";
import { alignRollupTimeZone, foldRollup } from "./metrics-rollup.js";

/**
 * Every quarter of an hour (as the timer it replaces did): folds the past days' per-session slots of
 * the metrics roll-up, once across all servers (ADR 0038). Nothing is lost between runs: the slots are
 * counted as they are, folding only keeps the table small.
 */
export const FOLD_CRON = "*/15 * * * *";

/** The fold job, counting days in `timeZone`. */
export const foldingJob = (db: Db, timeZone: string, log: FastifyBaseLogger): CronJob => ({
  queue: "fold-metrics-rollup",
  cron: FOLD_CRON,
  async run() {
    // "Today" in the configured zone, once the roll-up counts in it (a no-op after the first request).
    await alignRollupTimeZone(db, timeZone);
    const folded = await foldRollup(db, new Date(), timeZone);
    if (folded > 0) log.debug({ folded }, "metrics roll-up folded");
  },
});
