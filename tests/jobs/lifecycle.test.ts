import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/core/db/raw.js";
import { queueDatabase } from "../../src/server/core/jobs/queue-database.js";
import { uniqueEmail } from "../helpers/factories.js";
import { drained, mailsTo, waitForJobs } from "../helpers/mail.js";
import { createTestApp, testConfig } from "../helpers/test-app.js";

describe("the job queue's start and stop", () => {
  it("installs pg-boss on the app's database, works a job and stops before the database closes", async () => {
    const t = await createTestApp({ jobs: { ...testConfig().jobs, pollIntervalSeconds: 0.5 } });
    const [version] = await queryRows<{ version: number }>(t.db, sql`select version from pgboss.version`);
    expect(version?.version).toBeGreaterThan(0);

    const to = uniqueEmail("lifecycle");
    await t.app.mailer.send({ to, subject: "Kept", text: "Without SMTP_URL the outbox keeps it" });
    expect(await mailsTo(t.db, to)).toEqual([
      { subject: "Kept", body: "Without SMTP_URL the outbox keeps it" },
    ]);
    await waitForJobs(t.db, "mail-delivery", drained);

    const started = performance.now();
    await t.app.close();
    // Stopped: nothing of the queue runs on afterwards, so closing the database does not wait or fail.
    await expect(t.app.jobs.enqueue("prune-expired-rows", {})).rejects.toThrow("the job queue is stopped");
    await t.database.close();
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 20_000);

  it("refuses the queue's statements once stopped, after the running ones", async () => {
    const t = await createTestApp();
    const adapter = queueDatabase(t.database);
    const running = adapter.executeSql("select pg_sleep(0.2)", []);
    await adapter.close();
    await expect(running).resolves.toBeDefined();
    await expect(adapter.executeSql("select 1", [])).rejects.toThrow("the job queue is stopped");
    await t.close();
  }, 20_000);
});
