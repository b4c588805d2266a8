import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { DatabaseTimeouts } from "../../src/server/core/config.js";
import { type Database, UNHURRIED } from "../../src/server/core/db/client.js";
import { databaseConnectionFailure } from "../../src/server/core/db/connection-errors.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import { READY_DATABASE_UNREACHABLE } from "../../src/shared/contracts/health.js";
import {
  type DatabaseProxy,
  openProxiedApp,
  type ProxiedApp,
  UNAVAILABLE,
  untilServed,
  within,
} from "../helpers/database-proxy.js";
import { createCompany, createSdrUser, uniqueEmail } from "../helpers/factories.js";
import { CLIENTS, createRow } from "../helpers/management.js";
import { onboardingForm, SUBMIT } from "../helpers/onboarding.js";
import { createProspect } from "../helpers/prospects.js";
import { authed, login, sessionCookie } from "../helpers/test-app.js";
import { prospectPath, prospectsPath } from "../helpers/workspace.js";

vi.setConfig({ testTimeout: 60_000 });

/** The product's promise is 10 s with the default limits; the test's limits are shorter still. */
const ANSWERED_WITHIN_MS = 15_000;
/** Short limits, so that the test is quick: the app gives up after about two seconds. */
const TIMEOUTS: DatabaseTimeouts = {
  queryMs: 2_000,
  connectMs: 2_000,
  statementMs: 1_500,
  idleInTransactionMs: 10_000,
};

// PGlite runs inside the app's own process: there is no connection that could stop answering, so this
// only runs on PostgreSQL (TEST_DATABASE_URL). The embedded database ignores these limits.
const onPostgres = inject("testDatabase").kind === "postgres";

describe.skipIf(!onPostgres)("the database stops answering without closing its connections", () => {
  let proxied: ProxiedApp;
  let proxy: DatabaseProxy;
  let database: Database;
  let app: FastifyInstance;
  let manager: { email: string; password: string };
  let cookie: string;
  let ids: { campaignId: string; prospectId: string; clientId: string };

  beforeAll(async () => {
    proxied = await openProxiedApp(TIMEOUTS);
    ({ proxy, database, app } = proxied);

    manager = await createSdrUser(database.db, { email: uniqueEmail("freeze") });
    cookie = await login(app, manager.email, manager.password, "sdr");
    const company = await createCompany(database.db);
    const prospect = await createProspect(database.db, company.campaignId);
    const client = await createRow<{ id: string }>(authed(app, cookie), CLIENTS, {
      companyName: "Freeze Co",
      clientName: "Before",
    });
    ids = { campaignId: company.campaignId, prospectId: prospect.id, clientId: client.id };
  });

  afterAll(() => proxied?.close());

  /** Sign-in, the session, lists, metrics, writes and readiness: each reaches the database its own way. */
  const requests = (): [string, InjectOptions][] => {
    const headers = { cookie };
    const get = (url: string): InjectOptions => ({ method: "GET", url, headers });
    return [
      [
        "sign-in",
        {
          method: "POST",
          url: "/api/auth/login",
          payload: { email: manager.email, password: manager.password, userType: "sdr" },
        },
      ],
      ["the session", get("/api/auth/me")],
      ["companies", get(CLIENTS)],
      ["SDRs", get("/api/management-sdrs")],
      ["schedulers", get("/api/management-schedulers")],
      ["connection matrix", get("/api/connection-matrix")],
      ["active campaigns", get("/api/campaigns/active")],
      ["prospects", get(prospectsPath(ids.campaignId))],
      ["prospect search", get(prospectsPath(ids.campaignId, "Prospect"))],
      ["campaign metrics", get(`/api/campaigns/${ids.campaignId}/metrics?period=this-week`)],
      ["conversations", get("/api/prospect-conversations")],
      ["pool", get("/api/pool-prospects")],
      ["team KPIs", get("/api/team-kpis?period=this-week")],
      [
        "a prospect's progress (PATCH)",
        { method: "PATCH", url: prospectPath(ids.prospectId), payload: { invite: true }, headers },
      ],
      [
        "a company's name (PATCH)",
        { method: "PATCH", url: `${CLIENTS}/${ids.clientId}`, payload: { clientName: "Frozen" }, headers },
      ],
      ["the onboarding form", { method: "POST", url: SUBMIT, payload: onboardingForm() }],
    ];
  };

  it("answers every request 503 with Retry-After within the bound, readiness not ready; then recovers", async () => {
    // Every request works first, and leaves open connections in the pool to freeze.
    for (const [what, request] of requests()) {
      if (what === "the onboarding form" || what === "sign-in") continue;
      const response = await app.inject(request);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 200 });
    }
    expect(database.poolStats()?.idle).toBeGreaterThan(0);

    proxy.freeze();
    const started = performance.now();
    const answers = await Promise.all(
      [...requests(), ["readiness", { method: "GET", url: "/api/ready" }] as [string, InjectOptions]].map(
        async ([what, request]) => {
          const response = await within(ANSWERED_WITHIN_MS, what, app.inject(request));
          return { what, response, ms: Math.round(performance.now() - started) };
        },
      ),
    );
    expect(answers).toHaveLength(17);
    if (process.env.FREEZE_TIMING) console.info(answers.map(({ what, ms }) => `${ms} ms ${what}`).join("\n"));
    for (const { what, response, ms } of answers) {
      expect(ms, what).toBeLessThan(ANSWERED_WITHIN_MS);
      expect({
        what,
        status: response.statusCode,
        retryAfter: response.headers["retry-after"],
        body: response.json(),
      }).toEqual({
        what,
        status: 503,
        retryAfter: "5",
        body:
          what === "readiness"
            ? errorBody(503, READY_DATABASE_UNREACHABLE)
            : errorBody(503, UNAVAILABLE, { code: "database_unavailable" }),
      });
    }
    // Liveness does not ask the database: the process is fine, so it is not restarted for this.
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    proxy.thaw();
    await untilServed(ANSWERED_WITHIN_MS, () => app.inject({ method: "GET", url: "/api/ready" }));
    const read = await untilServed(ANSWERED_WITHIN_MS, () =>
      app.inject({ method: "GET", url: CLIENTS, headers: { cookie } }),
    );
    // The rename may have reached the database before it stopped: it is then applied when it resumes,
    // after the 503, as with any answer that did not come in time. The 503 asks the user to try again,
    // and a rename tried again does no harm.
    expect(["Before", "Frozen"]).toContain(
      read.json().find((row: { id: string }) => row.id === ids.clientId)?.clientName,
    );
    const write = await app.inject({
      method: "PATCH",
      url: `${CLIENTS}/${ids.clientId}`,
      payload: { clientName: "After the freeze" },
      headers: { cookie },
    });
    expect(write.statusCode, write.body).toBe(200);
    expect(write.json()).toMatchObject({ clientName: "After the freeze" });
    const signIn = await app.inject(requests()[0]?.[1] as InjectOptions);
    expect(signIn.statusCode).toBe(200);
    expect(sessionCookie(signIn)).toMatch(/^od_session=/);
  });

  it("a transaction whose statement gets no answer ends its connection: the rollback does not wait as long again", async () => {
    const openBefore = database.poolStats()?.total ?? 0;
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.freeze();
        await tx.execute(sql`select 2`);
      })
      .catch((error: unknown) => error)
      .finally(() => proxy.thaw());
    // The statement's read timeout ended the connection, so the ROLLBACK that follows fails at once
    // instead of waiting behind the unanswered statement for another query timeout.
    expect(databaseConnectionFailure(failure)).toBe("Client was closed and is not queryable");
    // The pool let go of that connection and serves the next query on another.
    expect(database.poolStats()?.total ?? 0).toBeLessThanOrEqual(openBefore);
    const next = await within(
      ANSWERED_WITHIN_MS,
      "a query after the freeze",
      queryRows<{ n: number }>(database.db, sql`select 3 as n`),
    );
    expect(next).toEqual([{ n: 3 }]);
  });

  it("a statement that may rightly run long (UNHURRIED, statement_timeout lifted) is held to neither limit", async () => {
    // Longer than both the statement (1.5 s) and the query (2 s) limits.
    const slow = sql`select pg_sleep(2.5) is null as slept`;
    expect(
      databaseConnectionFailure(await database.db.execute(slow).catch((error: unknown) => error)),
    ).toMatch(/^57014: canceling statement due to statement timeout/);
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      return queryRows<{ slept: boolean }>(
        tx,
        sql`${sql.raw(UNHURRIED)} select pg_sleep(2.5) is null as slept`,
      );
    });
    expect(rows).toEqual([{ slept: false }]);
  });

  it("a write blocked behind a lock is cancelled by the statement timeout: 503, and the connection serves on", async () => {
    // Another session holds the company's row, as a long transaction elsewhere would.
    const holder = new pg.Client({ connectionString: proxied.directUrl });
    await holder.connect();
    try {
      await holder.query("begin");
      await holder.query("select 1 from companies where id = $1 for update", [ids.clientId]);
      const started = performance.now();
      const blocked = await within(
        ANSWERED_WITHIN_MS,
        "a blocked write",
        app.inject({
          method: "PATCH",
          url: `${CLIENTS}/${ids.clientId}`,
          payload: { clientName: "Blocked" },
          headers: { cookie },
        }),
      );
      expect(performance.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
      expect({ status: blocked.statusCode, retryAfter: blocked.headers["retry-after"] }).toEqual({
        status: 503,
        retryAfter: "5",
      });
      expect(blocked.json()).toEqual(errorBody(503, UNAVAILABLE, { code: "database_unavailable" }));
    } finally {
      await holder.query("rollback").catch(() => {});
      await holder.end();
    }
    const after = await app.inject({
      method: "PATCH",
      url: `${CLIENTS}/${ids.clientId}`,
      payload: { clientName: "Unblocked" },
      headers: { cookie },
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});
