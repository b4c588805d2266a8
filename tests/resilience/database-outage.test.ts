import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../src/server/core/db/client.js";
import { errorBody } from "../../src/server/core/http/errors.js";
import {
  type DatabaseProxy,
  openProxiedApp,
  type ProxiedApp,
  untilServed as serveRetried,
  UNAVAILABLE,
  within,
} from "../helpers/database-proxy.js";
import { createSdrUser, uniqueEmail } from "../helpers/factories.js";
import { type Api, CLIENTS, createRow } from "../helpers/management.js";
import { authed, login } from "../helpers/test-app.js";

/**
 * The app reaches PostgreSQL through a proxy that the test can cut, stall and restore on the same port.
 * The same app, never rebuilt, must answer 503 while the database is away and serve again once it is back.
 */
/** Generous bounds: a refused connection fails at once, a stalled one after the pool's 5 s timeout. */
const OUTAGE_NOTICED_WITHIN_MS = 20_000;
const RECOVERED_WITHIN_MS = 20_000;
const TEST_TIMEOUT_MS = 90_000;

/** Every answer before the 200 must be the outage's 503 (never another error). */
const untilServed = (ms: number, attempt: () => Promise<LightMyRequestResponse>) =>
  serveRetried(ms, attempt, (response) =>
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 503,
      body: errorBody(503, UNAVAILABLE, { code: "database_unavailable" }),
    }),
  );

/** Resolves once the pool holds no idle connection (one being opened may remain). */
async function noIdleConnection(database: Database): Promise<void> {
  while ((database.poolStats()?.idle ?? 0) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

function expectUnavailable(response: LightMyRequestResponse): void {
  expect({
    status: response.statusCode,
    retryAfter: response.headers["retry-after"],
    body: response.json(),
  }).toEqual({
    status: 503,
    retryAfter: "5",
    body: errorBody(503, UNAVAILABLE, { code: "database_unavailable" }),
  });
}

// PGlite runs inside the app's own process: there is no connection to lose, so an outage cannot happen.
const onPostgres = inject("testDatabase").kind === "postgres";

describe("the database going away for a while", () => {
  let proxied: ProxiedApp;
  let proxy: DatabaseProxy;
  let database: Database;
  let app: FastifyInstance;
  let api: Api;
  let clientId: string;

  const read = () => api.get(CLIENTS);
  const rename = (clientName: string) => api.patch(`${CLIENTS}/${clientId}`, { clientName });
  const clientNameRead = async () =>
    (await untilServed(RECOVERED_WITHIN_MS, read)).json().find((row: { id: string }) => row.id === clientId)
      ?.clientName;

  beforeAll(async () => {
    if (!onPostgres) return;
    proxied = await openProxiedApp();
    ({ proxy, database, app } = proxied);

    const manager = await createSdrUser(database.db, { email: uniqueEmail("outage") });
    api = authed(app, await login(app, manager.email, manager.password, "sdr"));
    clientId = (
      await createRow<{ id: string }>(api, CLIENTS, { companyName: "Outage Co", clientName: "Before" })
    ).id;
  });

  afterAll(() => proxied?.close());

  it.skipIf(!onPostgres)(
    "when it drops every connection and refuses new ones, reads and writes answer 503, then serve again once it is back",
    async () => {
      expect((await read()).statusCode).toBe(200);

      await proxy.cut();
      expectUnavailable(await within(OUTAGE_NOTICED_WITHIN_MS, "a read during the outage", read()));
      expectUnavailable(
        await within(OUTAGE_NOTICED_WITHIN_MS, "a write during the outage", rename("During")),
      );

      await proxy.restore();
      await untilServed(RECOVERED_WITHIN_MS, read);
      const write = await untilServed(RECOVERED_WITHIN_MS, () => rename("After the outage"));
      expect(write.json()).toMatchObject({ id: clientId, clientName: "After the outage" });
      expect(await clientNameRead()).toBe("After the outage");
    },
    TEST_TIMEOUT_MS,
  );

  it.skipIf(!onPostgres)(
    "when it accepts connections but never answers, requests give up after the pool's connect timeout with 503, then serve again",
    async () => {
      expect((await read()).statusCode).toBe(200);

      proxy.stall();
      // Once the pool has let go of its dropped connections, requests must open new ones, which hang.
      await within(OUTAGE_NOTICED_WITHIN_MS, "the pool noticing", noIdleConnection(database));
      const [duringRead, duringWrite] = await within(
        OUTAGE_NOTICED_WITHIN_MS,
        "a read and a write while the database does not answer",
        Promise.all([read(), rename("Stalled")]),
      );
      expectUnavailable(duringRead);
      expectUnavailable(duringWrite);

      await proxy.restore();
      await untilServed(RECOVERED_WITHIN_MS, read);
      const write = await untilServed(RECOVERED_WITHIN_MS, () => rename("After the stall"));
      expect(write.json()).toMatchObject({ clientName: "After the stall" });
      expect(await clientNameRead()).toBe("After the stall");
    },
    TEST_TIMEOUT_MS,
  );
});
