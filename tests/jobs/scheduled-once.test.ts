import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { type Database, openDatabase } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { createSdrUser } from "../helpers/factories.js";
import { drained, jobsIn, waitForJobs } from "../helpers/mail.js";
import { testConfig } from "../helpers/test-app.js";
import { createTestDatabase, type TestDatabaseUrl } from "../helpers/test-database.js";

const onPostgres = inject("testDatabase").kind === "postgres";

describe.skipIf(!onPostgres)("two app servers on one PostgreSQL database", () => {
  // Every minute: the schedule is due as soon as the servers start.
  const config = testConfig({
    jobs: { ...testConfig().jobs, pruneCron: "* * * * *", pollIntervalSeconds: 0.5 },
  });
  let created: TestDatabaseUrl;
  const servers: { app: FastifyInstance; database: Database }[] = [];

  beforeAll(async () => {
    created = await createTestDatabase();
    // Started side by side, so that both also install pg-boss's schema at once.
    const started = await Promise.all(
      [1, 2].map(async () => {
        const database = await openDatabase({ databaseUrl: created.url, poolSize: 3 });
        return { app: await buildApp({ config, database, logger: false }), database };
      }),
    );
    servers.push(...started);
  });
  afterAll(async () => {
    for (const { app, database } of servers) {
      await app.close();
      await database.close();
    }
    await created?.drop();
  });

  it("run a scheduled job once", async () => {
    const [first] = servers;
    if (!first) throw new Error("no server");
    const { db } = first.database;
    const { userId } = await createSdrUser(db);
    await db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values ('expired-session', ${userId}, now() - interval '1 hour')`,
    );

    await waitForJobs(db, "prune-expired-rows", drained, 15_000);
    // Both servers poll several times meanwhile; neither queues or runs it again. The cron is every
    // minute, so a wait that crosses a minute legitimately adds the next minute's run: one per minute.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const perMinute = await queryRows<{ minute: string; jobs: number }>(
      db,
      sql`select date_trunc('minute', created_on)::text as minute, count(*)::int as jobs
          from pgboss.job where name = 'prune-expired-rows' group by 1 order by 1`,
    );
    expect(perMinute.length).toBeGreaterThan(0);
    expect(perMinute.filter((minute) => minute.jobs !== 1)).toEqual([]);
    expect((await jobsIn(db, "prune-expired-rows"))[0]?.state).toBe("completed");
    const left = await queryRows(db, sql`select 1 from sessions where token_hash = 'expired-session'`);
    expect(left).toEqual([]);
  }, 25_000);
});
