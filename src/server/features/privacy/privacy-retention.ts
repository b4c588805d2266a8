import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../core/db/client.js";
import type { CronJob } from "../../core/jobs/cron-job.js";
import { runRetention } from "./retention.service.js";

/** Daily at 02:23 UTC, a quiet hour: people past their companies' retention are anonymised. */
export const RETENTION_CRON = "23 2 * * *";

/** The retention job. */
export const retentionJob = (db: Db, log: FastifyBaseLogger): CronJob => ({
  queue: "privacy-retention",
  cron: RETENTION_CRON,
  async run() {
    const { people } = await runRetention(db, new Date());
    log.info({ people }, "people past retention anonymised");
  },
});
