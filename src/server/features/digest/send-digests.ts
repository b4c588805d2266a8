import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../core/db/client.js";
import type { CronJob } from "../../core/jobs/cron-job.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import { type DigestConfig, queueDueDigests } from "./digest-sending.service.js";

/** Every five minutes: a company's digest goes out within minutes of its hour. */
export const DIGEST_CRON = "*/5 * * * *";

/** The weekly digest job: it queues each due company's digest on `jobs`. */
export const digestJob = (jobs: JobQueue, db: Db, config: DigestConfig, log: FastifyBaseLogger): CronJob => ({
  queue: "send-digests",
  cron: DIGEST_CRON,
  async run() {
    const queued = await queueDueDigests(db, jobs, config);
    if (queued.companies > 0) log.info(queued, "weekly digests queued");
  },
});
