import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { DEFAULT_DATABASE_TIMEOUTS } from "../../src/server/core/config.js";
import type { Database } from "../../src/server/core/db/client.js";
import {
  type DatabaseProxy,
  openProxiedApp,
  type ProxiedApp,
  untilServed,
  within,
} from "../helpers/database-proxy.js";
import { createCompany, createSdrUser, uniqueEmail } from "../helpers/factories.js";
import { CLIENTS } from "../helpers/management.js";
import { createProspect } from "../helpers/prospects.js";
import { login } from "../helpers/test-app.js";
import { prospectPath, prospectsPath } from "../helpers/workspace.js";

vi.setConfig({ testTimeout: 90_000 });

/** The product's promise, with the default limits (connect 5 s, query 8 s). */
const REPORTED_WITHIN_MS = 10_000;
/** More requests than the pool has connections (4 in the proxied app), so some wait for a slot. */
const CONCURRENT = 12;

// PGlite runs inside the app's own process: there is no network path to lose.
const onPostgres = inject("testDatabase").kind === "postgres";

describe.skipIf(!onPostgres)("a silently partitioned database, with the default limits", () => {
  let proxied: ProxiedApp;
  let proxy: DatabaseProxy;
  let database: Database;
  let app: FastifyInstance;
  let cookie: string;
  let ids: { campaignId: string; prospectId: string };

  beforeAll(async () => {
    proxied = await openProxiedApp(DEFAULT_DATABASE_TIMEOUTS);
    ({ proxy, database, app } = proxied);
    const sdr = await createSdrUser(database.db, { email: uniqueEmail("partition") });
    cookie = await login(app, sdr.email, sdr.password, "sdr");
    const company = await createCompany(database.db);
    const prospect = await createProspect(database.db, company.campaignId);
    ids = { campaignId: company.campaignId, prospectId: prospect.id };
  });

  afterAll(() => proxied?.close());

  const requests = (): InjectOptions[] => {
    const headers = { cookie };
    const all: InjectOptions[] = [
      { method: "GET", url: "/api/auth/me", headers },
      { method: "GET", url: CLIENTS, headers },
      { method: "GET", url: prospectsPath(ids.campaignId), headers },
      { method: "PATCH", url: prospectPath(ids.prospectId), payload: { invite: true }, headers },
    ];
    return Array.from({ length: CONCURRENT }, (_, i) => all[i % all.length] as InjectOptions);
  };

  it("answers every request, those waiting for a connection included, 503 within 10 s; then serves again", async () => {
    // Open connections in the pool, to be frozen mid-use.
    for (const request of requests().slice(0, 4)) expect((await app.inject(request)).statusCode).toBe(200);

    proxy.freeze();
    const started = performance.now();
    const answers = await Promise.all(
      requests().map(async (request) => {
        const response = await within(30_000, `${request.method} ${request.url}`, app.inject(request));
        return {
          what: `${request.method} ${request.url}`,
          status: response.statusCode,
          ms: performance.now() - started,
        };
      }),
    );
    for (const { what, status, ms } of answers) {
      expect({ what, status }).toEqual({ what, status: 503 });
      expect(ms, what).toBeLessThan(REPORTED_WITHIN_MS);
    }

    proxy.thaw();
    const served = await untilServed(20_000, () =>
      app.inject({ method: "GET", url: CLIENTS, headers: { cookie } }),
    );
    expect(served.statusCode).toBe(200);
  });

  it("a request that waited for its connection and then for a new one still answers within 10 s", async () => {
    // Every pooled connection ends, so the request must open a new one, which never gets an answer.
    proxy.freeze();
    const busy = requests()
      .slice(0, 4)
      .map((request) => app.inject(request));
    const started = performance.now();
    const late = await within(
      30_000,
      "late request",
      app.inject({ method: "GET", url: CLIENTS, headers: { cookie } }),
    );
    const ms = performance.now() - started;
    await Promise.all(busy);
    proxy.thaw();
    expect(late.statusCode).toBe(503);
    expect(ms).toBeLessThan(REPORTED_WITHIN_MS);
  });
});
