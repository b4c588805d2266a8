import type { JobsConfig } from "../config.js";

/** Every queue and the payload of its jobs. */
export interface JobPayloads {
  /** Delivers one outbox row (the job holds no part of the mail: an erasure reaches it in the outbox). */
  "mail-delivery": { outboxId: string };
  /** Deletes expired sessions and ended rate-limit windows. */
  "prune-expired-rows": Record<string, never>;
  /** Plans the assignments left stale by changes no reader has shown yet (ADR 0024). */
  "plan-stale-assignments": Record<string, never>;
  /** Anonymises the people past their companies' retention (privacy). */
  "privacy-retention": Record<string, never>;
  /** Queues the weekly digests that have come due (digest/digest-sending.service.ts). */
  "send-digests": Record<string, never>;
  /** Sends the webhook deliveries that are due, pass after pass (webhooks/webhook-drain.ts). */
  "webhook-delivery": Record<string, never>;
  /** Folds the past days' per-session slots of the metrics roll-up (campaigns/fold-metrics-rollup.ts). */
  "fold-metrics-rollup": Record<string, never>;
  /** Writes the daily backup and deletes the oldest beyond BACKUP_KEEP (backup/backup-job.ts). */
  "backup-database": Record<string, never>;
}

export type QueueName = keyof JobPayloads;

export const QUEUE_NAMES: readonly QueueName[] = [
  "mail-delivery",
  "prune-expired-rows",
  "plan-stale-assignments",
  "privacy-retention",
  "send-digests",
  "webhook-delivery",
  "fold-metrics-rollup",
  "backup-database",
];

export interface QueuePolicy {
  /** Attempts after the first; 0 never retries. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** pg-boss 11 adds a doubling second or so (with jitter) to each pause. */
  retryBackoff: boolean;
  /** A job still running after this long fails (and may be retried). */
  expireInSeconds: number;
  /** Where a job that failed every attempt is kept (a queue without a worker). */
  deadLetter?: string;
}

export const DEAD_LETTER_SUFFIX = "-dead-letter";
/** The queues whose failed jobs are kept in a dead-letter queue. */
export const QUEUES_WITH_DEAD_LETTERS: readonly QueueName[] = ["mail-delivery"];

export function queuePolicies(config: JobsConfig): Record<QueueName, QueuePolicy> {
  return {
    "mail-delivery": {
      retryLimit: config.mailRetry.limit,
      retryDelaySeconds: config.mailRetry.delaySeconds,
      retryBackoff: config.mailRetry.backoff,
      // Longer than the mail transport's own time limits (mail/delivery.ts).
      expireInSeconds: 120,
      deadLetter: `mail-delivery${DEAD_LETTER_SUFFIX}`,
    },
    // The next scheduled run is the retry.
    "prune-expired-rows": { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 600 },
    "plan-stale-assignments": {
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 600,
    },
    "privacy-retention": { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1800 },
    // The next scheduled run is the retry; a week once queued is never queued again (digest_sends).
    "send-digests": { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1800 },
    // Each delivery keeps its own attempts and backoff; the watcher queues the next pass.
    "webhook-delivery": { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 300 },
    // The next scheduled run (a quarter of an hour later) is the retry; a fold is one statement.
    "fold-metrics-rollup": {
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 600,
    },
    // One retry an hour later (a full disk may have been cleared); a large database takes a while.
    "backup-database": { retryLimit: 1, retryDelaySeconds: 3600, retryBackoff: false, expireInSeconds: 3600 },
  };
}
