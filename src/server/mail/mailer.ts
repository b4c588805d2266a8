import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../config.js";
import type { Db } from "../db/client.js";
import { outbox } from "../db/schema/index.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is kept in the outbox; with SMTP_URL it is then delivered in the background (the caller
 * does not wait on the mail server), otherwise it is logged.
 */
export function createMailer(
  db: Db,
  config: Pick<AppConfig, "smtpUrl" | "mailFrom">,
  log: FastifyBaseLogger,
): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ toAddress: message.to, subject: message.subject, body: message.text })
        .returning({ id: outbox.id });
      if (!transport) {
        log.info({ mail: message }, "mail kept in outbox (no SMTP_URL configured)");
        return;
      }
      void deliver(row?.id, message);
    },
  };

  async function deliver(id: string | undefined, message: MailMessage) {
    if (!transport || !id) return;
    try {
      await transport.sendMail({ from: config.mailFrom, ...message });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      log.error({ err: error, to: message.to }, "mail delivery failed");
      await db
        .update(outbox)
        .set({ error: String(error) })
        .where(eq(outbox.id, id))
        .catch(() => {});
    }
  }
}
