import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../core/db/client.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import { runRetention } from "./retention.service.js";

/** Daily at 02:23 UTC, a quiet hour: people past their companies' retention are anonymised. */
export const RETENTION_CRON = "23 2 * * *";

/** The retention job: its worker and its schedule. */
export async function startRetention(jobs: JobQueue, db: Db, log: FastifyBaseLogger): Promise<void> {
  await jobs.work("privacy-retention", async () => {
    const { people } = await runRetention(db, new Date());
    log.info({ people }, "people past retention anonymised");
  });
  await jobs.schedule("privacy-retention", RETENTION_CRON);
}
