import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";
import type { JobsConfig } from "../config.js";
import type { Database } from "../db/client.js";
import { queueDatabase } from "./queue-database.js";
import { type JobPayloads, type QueueName, type QueuePolicy, queuePolicies } from "./queues.js";
import { retireVersion10Schema, takeVersion10Jobs, type Version10Job } from "./version-10-jobs.js";

/** pg-boss's tables live in a schema of their own, beside the app's. */
export const JOB_SCHEMA = "pgboss";

export interface JobCount {
  queue: string;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  count: number;
}

export interface JobQueue {
  /** Queues a job; a worker on any app server runs it (once). */
  enqueue<Q extends QueueName>(queue: Q, data: JobPayloads[Q]): Promise<void>;
  /**
   * Runs `handler` for the queue's jobs on this server (when JOBS_ENABLED). A job whose handler
   * throws is retried by the queue's policy, then moved to its dead-letter queue and logged.
   */
  work<Q extends QueueName>(queue: Q, handler: (data: JobPayloads[Q]) => Promise<void>): Promise<void>;
  /** Enqueues a job on a cron schedule (UTC), once across all app servers. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Jobs by queue and state, for the metrics. */
  counts(): Promise<JobCount[]>;
  /** Stops taking jobs, waits up to `timeoutMs` for running ones, then for its statements. */
  stop(timeoutMs: number): Promise<void>;
}

/** Jobs a worker takes at once and runs side by side. */
const BATCH_SIZE = 5;

const DEADLOCK = "40P01";

/**
 * Creates a queue unless it exists (with its policy, which jobs queued later get too). Servers
 * starting at once can deadlock creating the same queues, and the one PostgreSQL picks as the victim
 * tries again.
 */
async function createQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== DEADLOCK) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt * (1 + Math.random())));
    }
  }
}

function jobOptions(policy: QueuePolicy): PgBoss.QueueOptions {
  return {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryBackoff,
    expireInSeconds: policy.expireInSeconds,
  };
}

/** Queues anew the jobs a pg-boss 10 schema still held (see version-10-jobs.ts). */
async function requeueVersion10Jobs(
  boss: PgBoss,
  db: PgBoss.Db,
  policies: Record<QueueName, QueuePolicy>,
  log: FastifyBaseLogger,
): Promise<void> {
  const jobs = await takeVersion10Jobs(db, JOB_SCHEMA);
  if (jobs.length === 0) return;
  const known = new Map<string, PgBoss.QueueOptions>();
  for (const [name, policy] of Object.entries(policies) as [QueueName, QueuePolicy][]) {
    known.set(name, jobOptions(policy));
    if (policy.deadLetter) known.set(policy.deadLetter, {});
  }
  const byQueue = new Map<string, Version10Job[]>();
  for (const job of jobs) byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
  for (const [name, queued] of byQueue) {
    const options = known.get(name);
    if (!options) {
      log.warn(
        { queue: name, jobs: queued.length },
        "jobs of an unknown queue were not carried over to pg-boss 11",
      );
      continue;
    }
    await boss.insert(
      name,
      queued.map((job) => ({ name, data: job.data ?? {}, ...options })),
    );
  }
  log.info({ jobs: jobs.length }, "the jobs pg-boss 10 had not finished were queued again");
}

/** Starts pg-boss on the app's own database connection (installing its schema the first time). */
export async function startJobQueue(
  database: Database,
  config: JobsConfig,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const db = queueDatabase(database);
  await retireVersion10Schema(db, JOB_SCHEMA);
  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    supervise: config.work,
    schedule: config.work,
    // How often schedules are checked (by one server at a time) and due jobs queued: pg-boss's 30 s
    // would leave a schedule registered after start-up waiting that long. Each is queued once a minute.
    cronMonitorIntervalSeconds: Math.min(30, Math.max(1, Math.round(config.pollIntervalSeconds * 2))),
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(config.pollIntervalSeconds))),
  });
  boss.on("error", (error) => log.warn({ err: error }, "job queue error"));
  await boss.start();

  const policies = queuePolicies(config);
  for (const [name, policy] of Object.entries(policies) as [QueueName, QueuePolicy][]) {
    if (policy.deadLetter) await createQueue(boss, policy.deadLetter, {});
    await createQueue(boss, name, {
      ...jobOptions(policy),
      ...(policy.deadLetter ? { deadLetter: policy.deadLetter } : {}),
    });
  }
  await requeueVersion10Jobs(boss, db, policies, log);
  const workers = new Map<QueueName, string>();

  return {
    async enqueue(queue, data) {
      const policy = policies[queue];
      // The dead-letter queue is the queue's own (set when it was created).
      const id = await boss.send(queue, data, jobOptions(policy));
      if (id === null) throw new Error(`the ${queue} job was not queued`);
      // A worker on this server starts at once instead of at its next poll.
      const worker = workers.get(queue);
      if (worker) boss.notifyWorker(worker);
    },

    async work(queue, handler) {
      if (!config.work) return;
      const options = {
        batchSize: BATCH_SIZE,
        includeMetadata: true,
        pollingIntervalSeconds: config.pollIntervalSeconds,
      } as const;
      const id = await boss.work<JobPayloads[typeof queue]>(queue, options, async (jobs) => {
        // Each job succeeds or fails on its own; pg-boss then completes those still active.
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data);
            } catch (error) {
              const last = job.retryCount >= job.retryLimit;
              const where = { err: error, queue, jobId: job.id, attempt: job.retryCount + 1 };
              if (last) log.error({ ...where, deadLetter: job.deadLetter }, `${queue} job failed for good`);
              else log.warn(where, `${queue} job failed; it will be retried`);
              await boss.fail(queue, job.id, { message: String(error) });
            }
          }),
        );
      });
      workers.set(queue, id);
    },

    async schedule(queue, cron) {
      if (config.work && config.schedules) await boss.schedule(queue, cron, {}, { tz: "UTC" });
    },

    async counts() {
      const { rows } = await db.executeSql(
        `select name as queue, state, count(*)::int as count from ${JOB_SCHEMA}.job group by name, state`,
        [],
      );
      return (rows as JobCount[]).map((row) => ({ ...row, count: Number(row.count) }));
    },

    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
      await db.close();
    },
  };
}
