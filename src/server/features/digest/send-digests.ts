import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../core/db/client.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import { type DigestConfig, queueDueDigests } from "./digest-sending.service.js";

/** Every five minutes: a company's digest goes out within minutes of its hour. */
export const DIGEST_CRON = "*/5 * * * *";

/** The weekly digest job: its worker and its schedule. */
export async function startDigests(
  jobs: JobQueue,
  db: Db,
  config: DigestConfig,
  log: FastifyBaseLogger,
): Promise<void> {
  await jobs.work("send-digests", async () => {
    const queued = await queueDueDigests(db, jobs, config);
    if (queued.companies > 0) log.info(queued, "weekly digests queued");
  });
  await jobs.schedule("send-digests", DIGEST_CRON);
}
