import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import { alignRollupTimeZone, foldRollup } from "./metrics-rollup.js";

/**
 * Every quarter of an hour (as the timer it replaces did): folds the past days' per-session slots of
 * the metrics roll-up, once across all servers (ADR 0038). Nothing is lost between runs: the slots are
 * counted as they are, folding only keeps the table small.
 */
export const FOLD_CRON = "*/15 * * * *";

/** The fold job: its worker and its schedule. */
export async function startRollupFolding(
  jobs: JobQueue,
  db: Db,
  config: Pick<AppConfig, "timeZone">,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work("fold-metrics-rollup", async () => {
    // "Today" in the configured zone, once the roll-up counts in it (a no-op after the first request).
    await alignRollupTimeZone(db, config.timeZone);
    const folded = await foldRollup(db, new Date(), config.timeZone);
    if (folded > 0) log.debug({ folded }, "metrics roll-up folded");
  });
  await jobs.schedule("fold-metrics-rollup", FOLD_CRON);
}
