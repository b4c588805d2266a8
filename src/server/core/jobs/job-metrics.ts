import type { FastifyBaseLogger } from "fastify";
import { Gauge, type Registry } from "prom-client";
import type { JobCount, JobQueue } from "./job-queue.js";
import { DEAD_LETTER_SUFFIX, QUEUE_NAMES, QUEUES_WITH_DEAD_LETTERS } from "./queues.js";

/** pg-boss job states as the metrics name them: waiting jobs are "queued", retries apart. */
const STATE_LABELS: Partial<Record<JobCount["state"], string>> = {
  created: "queued",
  retry: "retry",
  active: "active",
  failed: "failed",
};

/**
 * Gauges counted on each scrape: `job_queue_jobs{queue,state}` (queued, retry, active, failed) and
 * `job_queue_dead_letters{queue}`, the jobs that failed every attempt and wait in its dead-letter queue.
 * When the database does not answer, the scrape goes on without them.
 */
export function registerJobMetrics(registry: Registry, jobs: JobQueue, log: FastifyBaseLogger): void {
  const counts = () =>
    jobs.counts().catch((error: unknown) => {
      log.warn({ err: error }, "job counts for the metrics failed");
      return null;
    });
  new Gauge({
    name: "job_queue_jobs",
    help: "Background jobs by queue and state: queued, retry (waiting for another attempt), active, failed.",
    labelNames: ["queue", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await counts();
      if (!rows) return;
      for (const queue of QUEUE_NAMES) {
        for (const state of Object.values(STATE_LABELS)) this.set({ queue, state }, 0);
      }
      for (const row of rows) {
        const state = STATE_LABELS[row.state];
        if (state && !row.queue.endsWith(DEAD_LETTER_SUFFIX))
          this.set({ queue: row.queue, state }, row.count);
      }
    },
  });
  new Gauge({
    name: "job_queue_dead_letters",
    help: "Jobs that failed every attempt and wait in their queue's dead-letter queue.",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await counts();
      if (!rows) return;
      for (const queue of QUEUES_WITH_DEAD_LETTERS) this.set({ queue }, 0);
      for (const row of rows) {
        if (!row.queue.endsWith(DEAD_LETTER_SUFFIX) || row.state !== "created") continue;
        this.set({ queue: row.queue.slice(0, -DEAD_LETTER_SUFFIX.length) }, row.count);
      }
    },
  });
}
