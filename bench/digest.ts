import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { loadConfig } from "../src/server/config.js";
import { openDatabase } from "../src/server/db/client.js";
import { queueDueDigests } from "../src/server/digest/digest-sending.service.js";
import { startJobQueue } from "../src/server/jobs/job-queue.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { type Row, singleRow, type Target } from "./lib/report.js";
import { postgresRunner, seedCampaigns } from "./lib/seed-campaigns.js";

const COMPANIES = Number(process.env.BENCH_DIGEST_COMPANIES ?? 500);
const PER_CAMPAIGN = 1_000;
/** Client logins per company; each company also has one extra address. */
const CLIENT_LOGINS = 2;
const TARGET: Target = { op: "<=", value: 60 };

const quiet = {
  level: "warn",
  fatal: console.error,
  error: console.error,
  warn: console.warn,
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

/**
 * The weekly digest job's work for COMPANIES companies at once, as on a Monday morning: every company
 * (PER_CAMPAIGN prospects each, progress over the last 120 days) is due, with CLIENT_LOGINS client
 * logins and one extra address. Times one `queueDueDigests`: for each company the week is claimed, the
 * figures of two weeks, the replies and meetings read, the mail written per recipient into the outbox
 * and its delivery queued on pg-boss (this process works no job, so nothing is sent).
 */
export async function measureDigest(): Promise<Row[]> {
  return withPostgresDatabase("digest", async (databaseUrl) => {
    const database = await openDatabase({ databaseUrl, poolSize: 4 });
    try {
      await database.migrate();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const run = postgresRunner(client);
        const seeded = performance.now();
        await seedCampaigns(run, "digest", COMPANIES, PER_CAMPAIGN);
        await run(
          `insert into users (email, password_hash, role, company_id, email_verified_at)
           select 'client' || k || '.' || c.id || '@digest.example', 'not-a-hash', 'client', c.id, now()
           from companies c cross join generate_series(1, $1::int) k`,
          [CLIENT_LOGINS],
        );
        await run(
          `insert into digest_settings (company_id, weekday, hour, extra_recipients)
           select id, 1, 0, array['reader.' || id || '@digest.example'] from companies`,
        );
        await run("update companies set created_at = now() - interval '200 days'");
        await run("analyze");
        console.log(
          `  seeded ${COMPANIES} companies in ${((performance.now() - seeded) / 1000).toFixed(0)} s`,
        );
      } finally {
        await client.end();
      }

      const config = loadConfig({ DATABASE_URL: databaseUrl });
      const jobs = await startJobQueue(database, { ...config.jobs, work: false }, quiet);
      try {
        const started = performance.now();
        const queued = await queueDueDigests(database.db, jobs, config);
        const seconds = (performance.now() - started) / 1000;
        const mails = COMPANIES * (CLIENT_LOGINS + 1);
        if (queued.companies !== COMPANIES || queued.mails !== mails) {
          throw new Error(
            `queued ${JSON.stringify(queued)}, expected ${COMPANIES} companies and ${mails} mails`,
          );
        }
        console.log(`  ${queued.companies} digests, ${queued.mails} mails queued in ${seconds.toFixed(1)} s`);
        return [singleRow(`digests for ${COMPANIES} companies built and queued`, seconds, "s", 1, TARGET)];
      } finally {
        await jobs.stop(5_000);
      }
    } finally {
      await database.close();
    }
  });
}
