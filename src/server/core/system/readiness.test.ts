import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError } from "../../../../tests/helpers/management.js";
import { testAppSuite, testConfig } from "../../../../tests/helpers/test-app.js";
import { openTestDatabase } from "../../../../tests/helpers/test-database.js";
import { buildApp } from "../../app.js";
import type { Database } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { errorBody } from "../http/errors.js";
import { migrationsDir } from "../paths.js";
import { journalMigrations, makeReadinessCheck } from "./readiness.js";

const t = testAppSuite();

const migrationCount = journalMigrations(migrationsDir).length;
const ready = () => t.app.inject({ method: "GET", url: "/api/ready" });

describe("GET /api/ready (readiness)", () => {
  it("answers 200 {status: ready} when the database answers and every migration is applied", async () => {
    expect(migrationCount).toBeGreaterThan(1);
    const response = await ready();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: "ready" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 naming the counts while a migration is not recorded as applied", async () => {
    const [latest] = await queryRows<{ id: number; hash: string; createdAt: string }>(
      t.db,
      sql`select id, hash, created_at::text as "createdAt" from drizzle.__drizzle_migrations
          order by created_at desc limit 1`,
    );
    if (!latest) throw new Error("no migration records");
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(
        errorBody(
          503,
          `Database migrations are not applied yet (${migrationCount - 1} of ${migrationCount}).`,
        ),
      );
      expect(response.headers["cache-control"]).toBe("no-store");
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${latest.id}, ${latest.hash}, ${latest.createdAt}::bigint)`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it("answers 503 (0 of all) on a database that was never migrated", async () => {
    await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to drizzle_migrations_aside`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(
        errorBody(503, `Database migrations are not applied yet (0 of ${migrationCount}).`),
      );
    } finally {
      await t.db.execute(sql`alter table drizzle.drizzle_migrations_aside rename to __drizzle_migrations`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it("answers 503 while the server is shutting down, liveness still 200", async () => {
    t.app.lifecycle.shuttingDown = true;
    try {
      const response = await ready();
      expectError(response, 503, "The server is shutting down.");
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.shuttingDown = false;
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe("a database that went away", () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    // From here every query fails, as while the database server is down.
    await database.close();
  });
  afterAll(() => app.close());

  it("keeps liveness at 200 (no database query) while readiness answers 503", async () => {
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expectError(response, 503, "The database is unreachable.");
  });
});

describe("the readiness check", () => {
  const silent = { warn() {} } as never;

  it("gives up on a database that does not answer, and concurrent checks share one round", async () => {
    let queries = 0;
    const hanging = {
      db: {
        execute: () => {
          queries += 1;
          return new Promise(() => {});
        },
      },
    } as unknown as Database;
    const check = makeReadinessCheck({
      database: hanging,
      lifecycle: { shuttingDown: false },
      migrations: ["1"],
      log: silent,
      timeoutMs: 20,
    });
    const results = await Promise.all([check(), check(), check()]);
    expect(results).toEqual(Array(3).fill({ ready: false, message: "The database is unreachable." }));
    expect(queries).toBe(1);
    await check();
    expect(queries).toBe(2);
  });

  it("reports shutting down without asking the database", async () => {
    const untouchable = { db: {} } as unknown as Database;
    const check = makeReadinessCheck({
      database: untouchable,
      lifecycle: { shuttingDown: true },
      migrations: [],
      log: silent,
    });
    expect(await check()).toEqual({ ready: false, message: "The server is shutting down." });
  });
});
