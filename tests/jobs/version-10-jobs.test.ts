import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { testConfig } from "../helpers/test-app.js";
import { openTestDatabase } from "../helpers/test-database.js";

it("a database pg-boss 10 used starts on pg-boss 11, with the jobs it had not finished queued again", async () => {
  const database = await openTestDatabase();
  const { db } = database;
  // What pg-boss 10 leaves (its schema version 24), as far as the carry-over reads it.
  const statements = [
    "drop schema if exists pgboss cascade",
    "create schema pgboss",
    "create table pgboss.version (version int primary key)",
    "insert into pgboss.version values (24)",
    "create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed')",
    "create table pgboss.job (name text not null, data jsonb, state pgboss.job_state not null)",
    `insert into pgboss.job values
       ('mail-delivery', '{"outboxId": "waiting"}', 'created'),
       ('mail-delivery', '{"outboxId": "to-retry"}', 'retry'),
       ('mail-delivery', '{"outboxId": "running"}', 'active'),
       ('mail-delivery', '{"outboxId": "sent"}', 'completed'),
       ('mail-delivery-dead-letter', '{"outboxId": "failed-for-good"}', 'created'),
       ('prune-expired-rows', '{}', 'completed')`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));

  // Without workers, so that the jobs stay as queued.
  const app = await buildApp({
    config: testConfig({ jobs: { ...testConfig().jobs, work: false } }),
    database,
    logger: false,
  });
  try {
    const [version] = await queryRows<{ version: number }>(db, sql`select version from pgboss.version`);
    expect(version?.version).toBeGreaterThan(24);
    const retired = await queryRows(db, sql`select 1 from pg_namespace where nspname = 'pgboss_v10'`);
    expect(retired).toEqual([]);

    const jobs = await queryRows<{ name: string; outboxId: string; state: string; retryLimit: number }>(
      db,
      sql`select name, data->>'outboxId' as "outboxId", state::text as state, retry_limit as "retryLimit"
          from pgboss.job order by name, data->>'outboxId'`,
    );
    expect(jobs.map(({ name, outboxId, state }) => ({ name, outboxId, state }))).toEqual([
      { name: "mail-delivery", outboxId: "running", state: "created" },
      { name: "mail-delivery", outboxId: "to-retry", state: "created" },
      { name: "mail-delivery", outboxId: "waiting", state: "created" },
      { name: "mail-delivery-dead-letter", outboxId: "failed-for-good", state: "created" },
    ]);
    // Queued again with the queue's own policy.
    const mail = jobs.filter((job) => job.name === "mail-delivery");
    expect(mail.map((job) => job.retryLimit)).toEqual([5, 5, 5]);
  } finally {
    await app.close();
    await database.close();
  }
}, 30_000);
