import type { Db } from "../db/client.js";
import { outbox } from "../db/schema/index.js";
import type { JobQueue } from "../jobs/job-queue.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text`. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is kept in the outbox, then delivered by a job (mail/delivery.ts): the caller never
 * waits on the mail server, and a delivery that fails is retried.
 */
export function createMailer(db: Db, jobs: Pick<JobQueue, "enqueue">): Mailer {
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          body: message.text,
          html: message.html ?? null,
          headers: message.headers ?? null,
        })
        .returning({ id: outbox.id });
      if (row) await jobs.enqueue("mail-delivery", { outboxId: row.id });
    },
  };
}
