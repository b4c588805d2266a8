import { connect, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/server/app.js";
import { type Database, openDatabase } from "../../src/server/db/client.js";
import { createSdrUser, uniqueEmail } from "../helpers/factories.js";
import { type Api, CLIENTS, createRow } from "../helpers/management.js";
import { authed, login, testConfig } from "../helpers/test-app.js";
import { createTestDatabase, type TestDatabaseUrl } from "../helpers/test-database.js";
import { errorBody } from "../../src/server/http/errors.js";

/**
 * The app reaches PostgreSQL through a TCP proxy that the test can cut (the database goes away: open
 * connections drop and new ones are refused), stall (the database stops answering: connections are
 * accepted and never served) and restore on the same port. The same app, never rebuilt, must answer
 * 503 while the database is away and serve again once it is back.
 */
class DatabaseProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: "forward" | "stall" = "forward";
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on("close", () => this.sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  }

  private accept(client: Socket): void {
    this.track(client);
    // Stalled: the connection is taken and held, and nothing is ever said back.
    if (this.mode === "stall") return;
    const upstream = connect(this.target);
    this.track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  }

  private dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Drops every connection and stops listening: new connections are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.dropConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Drops every connection; new ones are accepted but never served. */
  stall(): void {
    this.mode = "stall";
    this.dropConnections();
  }

  /** Serves again on the same port. */
  async restore(): Promise<void> {
    this.mode = "forward";
    this.dropConnections();
    if (!this.server) await this.listen();
  }

  close = () => this.cut();
}

const UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";
/** Generous bounds: a refused connection fails at once, a stalled one after the pool's 5 s timeout. */
const OUTAGE_NOTICED_WITHIN_MS = 20_000;
const RECOVERED_WITHIN_MS = 20_000;
const TEST_TIMEOUT_MS = 90_000;

/** Settles like `promise`, or fails once `ms` have passed. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Repeats `attempt` until it answers 200, for at most `ms`; every earlier answer must be the outage's
 * 503 (never another error). Returns the 200 answer.
 */
async function untilServed(ms: number, attempt: () => Promise<LightMyRequestResponse>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await attempt();
    if (response.statusCode === 200) return response;
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 503,
      body: errorBody(503, UNAVAILABLE, { code: "database_unavailable" }),
    });
    if (Date.now() > deadline) throw new Error(`still ${response.statusCode} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

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
  let created: TestDatabaseUrl;
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
    created = await createTestDatabase();
    const url = new URL(created.url);
    proxy = new DatabaseProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();

    const manager = await createSdrUser(database.db, { email: uniqueEmail("outage") });
    api = authed(app, await login(app, manager.email, manager.password, "sdr"));
    clientId = (
      await createRow<{ id: string }>(api, CLIENTS, { companyName: "Outage Co", clientName: "Before" })
    ).id;
  });

  afterAll(async () => {
    if (!onPostgres) return;
    await app?.close();
    await database?.close();
    await proxy?.close();
    await created?.drop();
  });

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
