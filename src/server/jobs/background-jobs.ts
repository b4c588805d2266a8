import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { startMailDelivery } from "../mail/delivery.js";
import { startWebhookDelivery } from "./deliver-webhooks.js";
import { type JobQueue, startJobQueue } from "./job-queue.js";
import { startPlanning } from "./plan-stale-assignments.js";
import { startRetention } from "./privacy-retention.js";
import { startPruning } from "./prune-expired-rows.js";
import { startDigests } from "./send-digests.js";

/** The job queue with the app's workers and schedules (these only where config.jobs.work). */
export async function startBackgroundJobs(
  database: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const jobs = await startJobQueue(database, config.jobs, log);
  await startMailDelivery(jobs, database.db, config, log);
  await startPruning(jobs, database.db, config, log);
  await startPlanning(jobs, database.db, config, log);
  await startRetention(jobs, database.db, log);
  await startDigests(jobs, database.db, config, log);
  const stopWebhooks = await startWebhookDelivery(jobs, database.db, config, log);
  return {
    ...jobs,
    async stop(timeoutMs) {
      stopWebhooks();
      await jobs.stop(timeoutMs);
    },
  };
}
