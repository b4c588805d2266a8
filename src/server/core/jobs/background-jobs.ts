import type { FastifyBaseLogger } from "fastify";
import { startPlanning } from "../../features/cadence/plan-stale-assignments.js";
import { startDigests } from "../../features/digest/send-digests.js";
import { startRetention } from "../../features/privacy/privacy-retention.js";
import { startWebhookDelivery } from "../../features/webhooks/deliver-webhooks.js";
import type { AppConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { startMailDelivery } from "../mail/delivery.js";
import { type JobQueue, startJobQueue } from "./job-queue.js";
import { startPruning } from "./prune-expired-rows.js";

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
