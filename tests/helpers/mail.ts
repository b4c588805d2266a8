import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";

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

export interface QueuedJob {
  name: string;
  state: string;
  retryCount: number;
  data: Record<string, unknown>;
}

/** Every job of a queue (pg-boss's table), oldest first. */
export function jobsIn(db: Db, queue: string): Promise<QueuedJob[]> {
  return queryRows<QueuedJob>(
    db,
    sql`select name, state::text as state, retry_count as "retryCount", data
        from pgboss.job where name = ${queue} order by created_on, id`,
  );
}

/**
 * Waits until the jobs of a queue meet `done` (e.g. the queue has drained: every job completed or
 * failed for good). Fails after `timeoutMs`, naming what the jobs were.
 */
export async function waitForJobs(
  db: Db,
  queue: string,
  done: (jobs: QueuedJob[]) => boolean,
  timeoutMs = 10_000,
): Promise<QueuedJob[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await jobsIn(db, queue);
    if (done(jobs)) return jobs;
    if (Date.now() > deadline) throw new Error(`${queue} jobs did not get there: ${JSON.stringify(jobs)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether every job has finished, successfully or for good. */
export const drained = (jobs: QueuedJob[]) =>
  jobs.length > 0 && jobs.every((job) => job.state === "completed" || job.state === "failed");
