import type { FastifyBaseLogger } from "fastify";
import { type BackupStatus, backupJob } from "../backup/backup-job.js";
import type { AppConfig } from "../config.js";
import type { Database } from "../db/client.js";
import type { ServerFeature } from "../feature.js";
import { startMailDelivery } from "../mail/delivery.js";
import { startCronJob } from "./cron-job.js";
import { type JobQueue, startJobQueue } from "./job-queue.js";
import { pruningJob } from "./prune-expired-rows.js";

/** The job queue with the core's and the features' workers and schedules (these only where config.jobs.work). */
export async function startBackgroundJobs(
  database: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  features: readonly ServerFeature[],
  backupStatus: BackupStatus,
): Promise<JobQueue> {
  const jobs = await startJobQueue(database, config.jobs, log);
  await startMailDelivery(jobs, database.db, config, log);
  await startCronJob(jobs, pruningJob(database.db, config, log, features));
  if (config.backups.daily) await startCronJob(jobs, backupJob(database, config.backups, log, backupStatus));
  const stops: (() => void)[] = [];
  for (const feature of features) {
    const stop = await feature.startJobs?.(jobs, database, config, log);
    if (stop) stops.push(stop);
  }
  return {
    ...jobs,
    async stop(timeoutMs) {
      for (const stop of stops) stop();
      await jobs.stop(timeoutMs);
    },
  };
}
