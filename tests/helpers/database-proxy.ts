import { connect, createServer, type Server, type Socket } from "node:net";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app.js";
import type { DatabaseTimeouts } from "../../src/server/core/config.js";
import { type Database, openDatabase } from "../../src/server/core/db/client.js";
import { testConfig } from "./test-app.js";
import { createTestDatabase } from "./test-database.js";

export const UNAVAILABLE = "The database is unavailable right now. Please try again in a moment.";

/**
 * A TCP proxy between the app and PostgreSQL that the test can cut (the database goes away: open
 * connections drop and new ones are refused), stall (the database stops answering: connections are
 * accepted and never served), freeze (no bytes pass either way while every socket stays open, as when
 * the server is stopped with SIGSTOP or a network path drops packets; thawing passes on what was held
 * back) and restore on the same port.
 */
export class DatabaseProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: "forward" | "stall" | "freeze" = "forward";
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
    if (this.mode === "freeze") socket.pause();
  }

  private accept(client: Socket): void {
    this.track(client);
    // Stalled: the connection is taken and held, and nothing is ever said back.
    if (this.mode === "stall") return;
    const upstream = connect(this.target);
    this.track(upstream);
    // Not piped: a pipe would resume a frozen (paused) socket when the other side drains.
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
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

  /** Holds every byte back, on open connections and on new ones, which stay open. */
  freeze(): void {
    this.mode = "freeze";
    for (const socket of this.sockets) socket.pause();
  }

  /** Passes on what a freeze held back, and everything after it. */
  thaw(): void {
    this.mode = "forward";
    for (const socket of this.sockets) socket.resume();
  }

  /** Drops every connection and serves again on the same port. */
  async restore(): Promise<void> {
    this.mode = "forward";
    this.dropConnections();
    if (!this.server) await this.listen();
  }

  close = () => this.cut();
}

export interface ProxiedApp {
  app: FastifyInstance;
  database: Database;
  proxy: DatabaseProxy;
  /** The database's own address, not through the proxy. */
  directUrl: string;
  /** Thaws the proxy, closes the app, the pool and the proxy, and drops the database. */
  close(): Promise<void>;
}

/** The app on a fresh PostgreSQL database that it reaches through a `DatabaseProxy` (pool of 4). */
export async function openProxiedApp(timeouts?: DatabaseTimeouts): Promise<ProxiedApp> {
  const closers: (() => Promise<unknown>)[] = [];
  let proxy: DatabaseProxy | undefined;
  const close = async () => {
    proxy?.thaw();
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const created = await createTestDatabase();
    closers.push(() => created.drop());
    const url = new URL(created.url);
    proxy = new DatabaseProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    closers.push(proxy.close);
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const database = await openDatabase({
      databaseUrl: url.toString(),
      poolSize: 4,
      ...(timeouts ? { timeouts } : {}),
    });
    closers.push(() => database.close());
    const config = testConfig(timeouts ? { databaseTimeouts: timeouts } : {});
    const app = await buildApp({ config, database, logger: false });
    closers.push(() => app.close());
    await app.ready();
    return { app, database, proxy, directUrl: created.url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Settles like `promise`, or fails once `ms` have passed. */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
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
 * Repeats `attempt` until it answers 200, for at most `ms`, and returns that answer; `checkEarlier`
 * is given every earlier answer.
 */
export async function untilServed(
  ms: number,
  attempt: () => Promise<LightMyRequestResponse>,
  checkEarlier: (response: LightMyRequestResponse) => void = () => {},
): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await attempt();
    if (response.statusCode === 200) return response;
    checkEarlier(response);
    if (Date.now() > deadline)
      throw new Error(`still ${response.statusCode} after ${ms} ms: ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
