import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { outbox } from "../db/schema/index.js";
import type { JobQueue } from "../jobs/job-queue.js";

/**
 * How long the mail server may take, well inside the delivery job's expiry (jobs/queues.ts):
 * nodemailer's own defaults wait up to ten minutes on a silent server.
 */
const SMTP_TIME_LIMITS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * The mail-delivery worker: sends an outbox row through SMTP_URL and marks it sent; a failure is noted
 * on the row and thrown, so that the queue retries it. Without SMTP_URL the mail is logged and stays
 * in the outbox.
 */
export async function startMailDelivery(
  jobs: JobQueue,
  db: Db,
  config: Pick<AppConfig, "smtpUrl" | "mailFrom">,
  log: FastifyBaseLogger,
): Promise<void> {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIME_LIMITS })
    : null;
  await jobs.work("mail-delivery", async ({ outboxId }) => {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
    // Gone, or sent by an attempt whose completion was lost.
    if (!row || row.sentAt) return;
    const message = {
      to: row.toAddress,
      subject: row.subject,
      text: row.body,
      ...(row.html === null ? {} : { html: row.html }),
      ...(row.headers === null ? {} : { headers: row.headers }),
    };
    if (!transport) {
      log.info({ mail: message }, "mail kept in outbox (no SMTP_URL configured)");
      return;
    }
    try {
      await transport.sendMail({ from: config.mailFrom, ...message });
    } catch (error) {
      await db
        .update(outbox)
        .set({ error: String(error) })
        .where(eq(outbox.id, outboxId));
      throw error;
    }
    await db.update(outbox).set({ sentAt: new Date(), error: null }).where(eq(outbox.id, outboxId));
  });
}
