import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.js";
import { queryRows } from "../../src/server/db/raw.js";

export interface KeptMail {
  subject: string;
  body: string;
}

/** Every mail kept in the outbox for an address, oldest first. */
export function mailsTo(db: Db, email: string): Promise<KeptMail[]> {
  return queryRows<KeptMail>(
    db,
    sql`select subject, body from outbox where to_address = ${email} order by created_at, id`,
  );
}

/**
 * Waits for the `count`-th mail to an address: some mails go out after the answer (so that the
 * answer cannot tell who has an account). Fails after `timeoutMs`.
 */
export async function waitForMails(db: Db, email: string, count = 1, timeoutMs = 5_000): Promise<KeptMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, email);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} mail(s) to ${email}, found ${mails.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token of the newest link to `path` (e.g. "/invitation") in the mails to an address. */
export async function linkTokenIn(db: Db, email: string, path: string, count = 1): Promise<string> {
  const mails = await waitForMails(db, email, count);
  const pattern = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`, "g");
  const tokens = mails.flatMap((mail) => [...mail.body.matchAll(pattern)].map((match) => match[1] ?? ""));
  const token = tokens.at(-1);
  if (!token) throw new Error(`no ${path} link in the mails to ${email}`);
  return decodeURIComponent(token);
}

/** Gives mails sent after an answer time to be written, for tests that assert none was. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));
