import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../core/config.js";
import type { Db } from "../../core/db/client.js";
import type { JobQueue } from "../../core/jobs/job-queue.js";
import { createMailer } from "../../core/mail/mailer.js";
import { hasDueDeliveries } from "./webhook-delivery.js";
import { drainWebhooks } from "./webhook-drain.js";

/** How often a working server asks whether a webhook delivery is due: a change goes out within this. */
const WATCH_INTERVAL_MS = 500;
/** A pass stops taking new deliveries after this long, so its job completes; the watcher queues the next. */
const PASS_MAX_MS = 60_000;
/** A pass that found fewer than a batch waits this long for more before claiming again: fewer, fuller batches. */
const GATHER_MS = 1000;
/** Passes one server runs side by side: a slow endpoint's batch does not hold up every other one. */
const PASSES_PER_SERVER = 2;
/** Every minute a pass is queued anyway (a server whose watcher is off, retries that came due). */
const BACKSTOP_CRON = "* * * * *";

/**
 * The webhook-delivery job (a pass over the due deliveries, webhooks/webhook-drain.ts), its schedule and
 * the watcher that queues a pass as soon as a delivery is due. Answers the function that stops the
 * watcher and ends running passes after their current batch.
 */
export async function startWebhookDelivery(
  jobs: JobQueue,
  db: Db,
  config: Pick<AppConfig, "webhooks" | "publicUrl" | "jobs">,
  log: FastifyBaseLogger,
): Promise<() => void> {
  const mailer = createMailer(db, jobs);
  let stopping = false;
  let running = 0;
  let queuedAt = 0;
  let checking = false;

  await jobs.work("webhook-delivery", async () => {
    running += 1;
    try {
      const sent = await drainWebhooks(db, {
        ...config.webhooks,
        mailer,
        publicUrl: config.publicUrl,
        stopping: () => stopping,
        maxMs: PASS_MAX_MS,
        gatherMs: GATHER_MS,
      });
      if (sent > 0) log.debug({ sent }, "webhook deliveries sent");
    } finally {
      running -= 1;
    }
  });
  await jobs.schedule("webhook-delivery", BACKSTOP_CRON);
  if (!config.jobs.work) return () => {};

  const watch = async () => {
    if (checking || stopping || running >= PASSES_PER_SERVER || Date.now() - queuedAt < 1000) return;
    checking = true;
    try {
      if (await hasDueDeliveries(db)) {
        queuedAt = Date.now();
        await jobs.enqueue("webhook-delivery", {});
      }
    } catch (error) {
      log.warn({ err: error }, "could not look for due webhook deliveries");
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void watch(), WATCH_INTERVAL_MS);
  timer.unref();
  return () => {
    stopping = true;
    clearInterval(timer);
  };
}
