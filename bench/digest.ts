import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { loadConfig } from "../src/server/core/config.js";
import { type Db, openDatabase } from "../src/server/core/db/client.js";
import { campaigns as campaignsTable } from "../src/server/core/db/schema/index.js";
import { startJobQueue } from "../src/server/core/jobs/job-queue.js";
import { resolvePeriod } from "../src/server/core/time/periods.js";
import { queueDueDigests } from "../src/server/features/digest/digest-sending.service.js";
import { directMetrics } from "../tests/helpers/metrics-direct.js";
import { withPostgresDatabase } from "./lib/postgres.js";
import { type Row, singleRow, type Target } from "./lib/report.js";
import { postgresRunner, seedCampaigns } from "./lib/seed-campaigns.js";

const COMPANIES = Number(process.env.BENCH_DIGEST_COMPANIES ?? 500);
const PER_CAMPAIGN = 1_000;
/** Client logins per company; each company also has one extra address. */
const CLIENT_LOGINS = 2;
/**
 * Over the plain aggregates of the same figures for the same companies, run right after the job: the
 * old 60 s over that reference's time in the run made for it on this machine (5.2 s, 2 CPUs, load 5–8,
 * 27 Nov 2026): 11.5, rounded to 12.
 */
const TARGET: Target = { op: "<=", value: 12, ratio: true };
const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A campaign's replies and meetings in [start, end), the first 25 of each with their count, as the digest lists them. */
const peopleQuery = (campaignId: string, start: Date, end: Date) =>
  sql`select kind, name, title, company, total::int as total from (
        select a.final_disposition as kind, trim(p.first_name || ' ' || p.last_name) as name, p.job_title as title,
          p.company, count(*) over (partition by a.final_disposition) as total,
          row_number() over (partition by a.final_disposition order by a.disposition_at desc, a.id) as n
        from assignments a join prospects p on p.id = a.prospect_id
        where a.campaign_id = ${campaignId} and a.bad_data_at is null and a.suppression_id is null
          and a.final_disposition in ('Reply', 'Meeting')
          and a.disposition_at >= ${start.toISOString()}::timestamptz and a.disposition_at < ${end.toISOString()}::timestamptz
      ) ranked
      where n <= 25
      order by kind, n`;

/**
 * The reference: for each company's campaign, the dashboard's figures of last week and the week before
 * counted straight over its records (tests/helpers/metrics-direct.ts, the definition the roll-up must
 * equal), and the week's replies and meetings, one query after another. Seconds.
 */
async function plainDigestFigures(db: Db, timeZone: string): Promise<number> {
  const campaigns = await db.select({ id: campaignsTable.id }).from(campaignsTable);
  const now = new Date();
  const week = resolvePeriod("last-week", now, timeZone);
  if (!week) throw new Error("last week has bounds");
  const started = performance.now();
  for (const { id } of campaigns) {
    await directMetrics(db, { campaignId: id }, "last-week", now, timeZone);
    await directMetrics(db, { campaignId: id }, "last-week", new Date(now.getTime() - WEEK_MS), timeZone);
    await db.execute(peopleQuery(id, week.start, week.end));
  }
  return (performance.now() - started) / 1000;
}

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
        const plain = await plainDigestFigures(database.db, config.timeZone);
        console.log(
          `  ${queued.companies} digests, ${queued.mails} mails queued in ${seconds.toFixed(1)} s; ` +
            `the same figures by plain aggregates right after: ${plain.toFixed(1)} s`,
        );
        return [
          {
            ...singleRow(`digests for ${COMPANIES} companies built and queued`, seconds, "s", 1, TARGET),
            reference: {
              what:
                "per company, last week's and the week before's dashboard figures counted straight over its records " +
                "(tests/helpers/metrics-direct.ts) and the week's replies and meetings, query after query, right after the job",
              figure: plain,
            },
          },
        ];
      } finally {
        await jobs.stop(5_000);
      }
    } finally {
      await database.close();
    }
  });
}
