import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppConfig } from "../../src/server/core/config.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { uniqueEmail } from "../helpers/factories.js";
import { drained, jobsIn, waitForJobs } from "../helpers/mail.js";
import { createTestApp, type TestApp, testConfig } from "../helpers/test-app.js";

const METRICS_TOKEN = "jobs-metrics-token";

interface OutboxRow {
  sent: boolean;
  error: string | null;
}

const outboxRow = async (t: TestApp, to: string) => {
  const [row] = await queryRows<OutboxRow>(
    t.db,
    sql`select sent_at is not null as sent, error from outbox where to_address = ${to}`,
  );
  return row;
};

const scrape = async (t: TestApp) =>
  (
    await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
  ).body;

/** Fast retries, so that a test sees every attempt. */
const quickJobs = (overrides: Partial<AppConfig["jobs"]> = {}): AppConfig["jobs"] => ({
  ...testConfig().jobs,
  pollIntervalSeconds: 0.5,
  mailRetry: { limit: 2, delaySeconds: 0, backoff: false },
  ...overrides,
});

describe("mail delivered through an SMTP server by the mail-delivery job", () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let text = "";
        stream.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        stream.on("end", () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, jobs: quickJobs() });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it("sends the mail kept in the outbox and marks it sent", async () => {
    const to = uniqueEmail("delivered");
    await t.app.mailer.send({ to, subject: "Hello", text: "A delivered message" });
    await waitForJobs(t.db, "mail-delivery", drained);
    expect(await outboxRow(t, to)).toEqual({ sent: true, error: null });
    expect(received.some((mail) => mail.includes(`To: ${to}`) && mail.includes("A delivered message"))).toBe(
      true,
    );
    expect((await jobsIn(t.db, "mail-delivery")).map((job) => job.state)).toEqual(["completed"]);
  });
});

describe("mail the SMTP server never takes", () => {
  let t: TestApp;

  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, every attempt is refused.
    t = await createTestApp({
      smtpUrl: "smtp://127.0.0.1:1",
      metricsToken: METRICS_TOKEN,
      jobs: quickJobs(),
    });
  });
  afterAll(() => t?.close());

  it("is retried, then moved to the dead-letter queue with the error kept on its outbox row", async () => {
    const to = uniqueEmail("undeliverable");
    await t.app.mailer.send({ to, subject: "Never arrives", text: "Refused" });
    const [job] = await waitForJobs(t.db, "mail-delivery", drained);
    // The first attempt and two retries.
    expect(job).toMatchObject({ state: "failed", retryCount: 2 });
    const deadLetters = await jobsIn(t.db, "mail-delivery-dead-letter");
    expect(deadLetters).toEqual([expect.objectContaining({ state: "created", data: job?.data })]);
    const row = await outboxRow(t, to);
    expect(row?.sent).toBe(false);
    expect(row?.error).toMatch(/ECONNREFUSED/);

    const metrics = await scrape(t);
    expect(metrics).toContain('job_queue_dead_letters{queue="mail-delivery"} 1');
    expect(metrics).toContain('job_queue_jobs{queue="mail-delivery",state="failed"} 1');
    expect(metrics).toContain('job_queue_jobs{queue="mail-delivery",state="queued"} 0');
  });
});
