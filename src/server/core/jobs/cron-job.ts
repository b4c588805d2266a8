import type { JobQueue } from "./job-queue.js";
import type { QueueName } from "./queues.js";

/** A job the queue runs on a cron schedule (UTC), once across all app servers. */
export interface CronJob {
  queue: QueueName;
  cron: string;
  run(): Promise<void>;
}

/** Registers the job's worker, then its schedule. */
export async function startCronJob(jobs: JobQueue, job: CronJob): Promise<void> {
  await jobs.work(job.queue, () => job.run());
  await jobs.schedule(job.queue, job.cron);
}
