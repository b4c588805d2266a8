import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseTimeouts, DEFAULT_DATABASE_TIMEOUTS } from "../config.js";
import { migrationsDir } from "../paths.js";
import { DATABASE_SILENT, startDatabaseWait } from "./database-silence.js";
import { applyDefinitions } from "./definitions.js";
import * as schema from "./schema/index.js";
import { retryTransactions, type TransactionRetries } from "./transaction-retry.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle or the database itself: services accept either. */
export type DbOrTx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface NoticeListener {
  /** What to do with a payload sent with pg_notify, by channel. */
  channels: Record<string, (payload: string) => void>;
  /**
   * The listening connection was lost and is listening again: notices sent in between are gone, so
   * whoever relies on them must resynchronise.
   */
  onResume(): void;
  /** The listening connection was lost: notices are missed until onResume. */
  onLost?(): void;
}

/** Stops listening; `caughtUp` resolves once every notice committed before the call was handed over. */
export type Listening = (() => Promise<void>) & { caughtUp(): Promise<void> };

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the migrations, then the definitions; `upTo` stops at an older level (restoring a backup). */
  migrate(upTo?: OlderMigrations): Promise<void>;
  /** Pool figures on PostgreSQL; null for the embedded database (one connection, no pool). */
  poolStats(): PoolStats | null;
  /** Transactions run again after a deadlock or serialization failure, by reason (transaction-retry.ts). */
  transactionRetries: Readonly<TransactionRetries>;
  /** LISTENs on the listener's channels until the returned function is called (or the database is closed). */
  listen(listener: NoticeListener): Promise<Listening>;
  close(): Promise<void>;
}

/** A migrations folder whose journal stops early; the definitions (current code only) are not applied. */
export interface OlderMigrations {
  migrationsFolder: string;
}

export type DatabaseSource =
  /** `timeouts` left out take DEFAULT_DATABASE_TIMEOUTS. */
  | { databaseUrl: string; poolSize?: number; timeouts?: Partial<DatabaseTimeouts> }
  | { dataDir: string }
  | { pglite: PGlite };

/** Any fixed number works; it only has to be the same on every app server. */
const MIGRATION_LOCK_ID = 4_210_771;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ("databaseUrl" in source) {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...source.timeouts };
    return openPostgres(source.databaseUrl, source.poolSize ?? 10, timeouts);
  }
  // The embedded database runs inside this process: there is no connection to lose or wait for.
  let client: PGlite;
  if ("pglite" in source) {
    client = source.pglite;
  } else {
    mkdirSync(source.dataDir, { recursive: true });
    client = await PGlite.create(source.dataDir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    transactionRetries: retryTransactions(db),
    // One process owns an embedded database, so no lock is needed.
    async migrate(upTo) {
      await migratePglite(db as never, { migrationsFolder: upTo?.migrationsFolder ?? migrationsDir });
      if (!upTo) await applyDefinitions(db);
    },
    poolStats: () => null,
    async listen(listener) {
      const unsubscribes = await Promise.all(
        Object.entries(listener.channels).map(([channel, onNotice]) => client.listen(channel, onNotice)),
      );
      const stop = async () => {
        for (const unsubscribe of unsubscribes) await unsubscribe();
      };
      // One process, one connection: a committed notice is handed over before its statement answers.
      return Object.assign(stop, { caughtUp: async () => {} });
    },
    close: () => client.close(),
  };
}

/** Shown in pg_stat_activity, so operators (and tests) can tell the app's connections apart. */
export const APPLICATION_NAME = "outreach-desk";

/**
 * TCP keep-alive on every connection, first probe after this long idle: a connection whose network
 * path died is noticed by the operating system instead of being kept for ever.
 */
const KEEP_ALIVE_DELAY_MS = 10_000;

/** node-postgres's error for a query not answered within query_timeout. */
const READ_TIMEOUT = "Query read timeout";

/**
 * Starts the text of a statement that may rightly run long (a roll-up recounting every record, or
 * waiting for another server's recount): it is not held to the query timeout. Its transaction lifts
 * statement_timeout itself (`set local statement_timeout = 0`).
 */
export const UNHURRIED = "/* unhurried */";
/** The longest timer Node keeps (about 24 days): node-postgres reads 0 as "the connection's own". */
const NO_READ_TIMEOUT = 2_147_483_647;

type QueryArgs = unknown[];

/**
 * The query's config: a string query becomes `{ text }`. Null for what is not a plain query (a
 * submittable such as a cursor answers through its own events and keeps its own limits).
 */
function queryConfig(first: unknown): { text?: unknown } | null {
  if (typeof first === "string") return { text: first };
  return first !== null && typeof first === "object" && !("submit" in first) ? first : null;
}

const isUnhurried = (config: { text?: unknown }) =>
  typeof config.text === "string" && config.text.startsWith(UNHURRIED);

/** How long a pooled connection may stay idle before it is closed. */
const IDLE_CONNECTION_MS = 5 * 60_000;

/** 0 (off) as node-postgres wants it: the option left out. */
const orOff = (ms: number) => (ms > 0 ? ms : undefined);

/**
 * What every connection to PostgreSQL shares: its name in pg_stat_activity, the connect timeout and
 * TCP keep-alive. Query and statement limits are the pool's alone (see openPostgres).
 */
const connectionOptions = (databaseUrl: string, timeouts: DatabaseTimeouts): pg.ClientConfig => ({
  connectionString: databaseUrl,
  application_name: APPLICATION_NAME,
  connectionTimeoutMillis: timeouts.connectMs,
  keepAlive: true,
  keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
});

/**
 * node-postgres gives up on a query after query_timeout but keeps the connection, which still waits
 * for that answer: the next query on it (the ROLLBACK of the transaction, or whoever takes it from the
 * pool) would wait as long again. This ends such a connection at once instead, so that what follows
 * fails fast and the pool replaces it. A connection lost while checked out reports to its queries;
 * the listener keeps that error event from crashing the process. An UNHURRIED statement waits as
 * long as it takes; any other waits at most what the request's silence leaves (database-silence.ts).
 */
function watchQueries(client: pg.ClientBase): void {
  client.on("error", () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query(...given: QueryArgs): unknown {
      const [first, ...rest] = given;
      const config = queryConfig(first);
      if (!config) return query(...given);
      if (isUnhurried(config)) return query({ ...config, query_timeout: NO_READ_TIMEOUT }, ...rest);
      const wait = startDatabaseWait();
      const args =
        wait.leftMs === null ? given : [{ ...config, query_timeout: Math.max(1, wait.leftMs) }, ...rest];
      const settled = (error: unknown) => {
        const message = error instanceof Error ? error.message : null;
        if (message !== READ_TIMEOUT && message !== DATABASE_SILENT) wait.answered();
        // Every pooled connection is a pg.Client; ClientBase is only how the pool's event types it.
        if (message === READ_TIMEOUT) (client as pg.Client).end().catch(() => {});
      };
      const callback = args.at(-1);
      if (wait.leftMs === 0) {
        const error = new Error(DATABASE_SILENT);
        if (typeof callback !== "function") return Promise.reject(error);
        process.nextTick(() => callback(error));
        return undefined;
      }
      if (typeof callback === "function") {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          settled(error);
          return callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(() => settled(null), settled);
      return result;
    },
  });
}

/**
 * The pool's connect, its wait held to what the request's silence leaves: a connection that arrives
 * after the request gave up goes back to the pool.
 */
function boundConnectWaits(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const bounded = (): Promise<pg.PoolClient> => {
    const { leftMs } = startDatabaseWait();
    if (leftMs === null) return connect();
    return new Promise((resolve, reject) => {
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        reject(new Error(DATABASE_SILENT));
      }, leftMs);
      connect().then(
        (client) => {
          if (late) return client.release();
          clearTimeout(timer);
          resolve(client);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  };
  Object.assign(pool, {
    connect(callback?: (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) {
      if (!callback) return bounded();
      bounded().then(
        (client) => callback(undefined, client, () => client.release()),
        (error: Error) => callback(error),
      );
      return undefined;
    },
  });
}

async function openPostgres(
  databaseUrl: string,
  poolSize: number,
  timeouts: DatabaseTimeouts,
): Promise<Database> {
  const pool = new pg.Pool({
    ...connectionOptions(databaseUrl, timeouts),
    max: poolSize,
    // node-postgres closes a connection after 10 s idle; with it go the statements it prepared and
    // planned (db/raw.ts), which a new connection plans afresh, five times each before PostgreSQL
    // settles on a generic plan. Kept through any ordinary lull in traffic instead.
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // While the database does not answer, a request fails after these limits (503) rather than
    // waiting without end; see config.ts DatabaseTimeouts.
    query_timeout: orOff(timeouts.queryMs),
    statement_timeout: orOff(timeouts.statementMs),
    idle_in_transaction_session_timeout: orOff(timeouts.idleInTransactionMs),
  });
  pool.on("connect", watchQueries);
  boundConnectWaits(pool);
  // An idle connection that the server dropped is discarded by the pool; without a listener the
  // error would crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    transactionRetries: retryTransactions(db),
    async migrate(upTo) {
      // A connection of its own, without the pool's query and statement limits: a migration may
      // rewrite a large table, and waiting for another server's migration may take as long.
      const connection = new pg.Client(connectionOptions(databaseUrl, timeouts));
      connection.on("error", () => {});
      await connection.connect();
      try {
        // Several app servers may start at once: the advisory lock lets one migrate while the rest wait.
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        const migrating = drizzleNodePg({ client: connection, schema });
        await migrateNodePg(migrating, { migrationsFolder: upTo?.migrationsFolder ?? migrationsDir });
        if (!upTo) await applyDefinitions(migrating as unknown as Db);
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        await connection.end().catch(() => {});
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    listen: (listener) => listenPostgres(connectionOptions(databaseUrl, timeouts), timeouts, listener),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAYS_MS = [100, 250, 500, 1_000, 2_000];
/**
 * How often the listening connection, which otherwise only receives, asks the database something: a
 * connection that no longer answers is ended and replaced instead of silently missing every notice.
 */
const LISTEN_PROBE_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), one for all the
 * listener's channels. When that connection is lost, or stops answering its probe within the query
 * timeout, it reconnects with growing pauses, then reports onResume.
 */
async function listenPostgres(
  options: pg.ClientConfig,
  timeouts: DatabaseTimeouts,
  listener: NoticeListener,
): Promise<Listening> {
  const listens = Object.keys(listener.channels)
    .map((channel) => `listen ${pg.escapeIdentifier(channel)}`)
    .join("; ");
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...options, query_timeout: orOff(timeouts.queryMs) });
    next.on("notification", (message) => listener.channels[message.channel]?.(message.payload ?? ""));
    next.on("error", () => {});
    const probe = setInterval(() => {
      next.query("select 1").catch(() => next.end().catch(() => {}));
    }, LISTEN_PROBE_MS);
    probe.unref();
    next.on("end", () => {
      clearInterval(probe);
      if (client !== next || stopped) return;
      client = null;
      listener.onLost?.();
      void reconnect();
    });
    try {
      await next.connect();
      await next.query(listens);
    } catch (error) {
      clearInterval(probe);
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };

  const reconnect = async (): Promise<void> => {
    while (!stopped) {
      const delay = RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)];
      attempt += 1;
      await new Promise((done) => setTimeout(done, delay).unref());
      if (stopped) return;
      try {
        await connect();
        attempt = 0;
        listener.onResume();
        return;
      } catch {
        // still away: try again after the next pause
      }
    }
  };

  await connect();
  const stop = async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
  // PostgreSQL (14 and later) sends the notices pending for a connection before it says a statement is
  // done: notices committed before this round trip have reached the listener once it answers. The
  // statement is one of its LISTENs again (a no-op), so the connection still reads as the listener.
  const again = `listen ${pg.escapeIdentifier(Object.keys(listener.channels)[0] ?? "")}`;
  // A request waits for the round trip under way and then its own (shared-round-trip.ts): each gives
  // up after half the query timeout, so that the two together stay within it (database-silence.ts).
  const caughtUpTimeout = orOff(Math.ceil(timeouts.queryMs / 2));
  const caughtUp = async () => {
    if (!client) throw new Error("not listening");
    await client.query({ text: again, ...(caughtUpTimeout ? { query_timeout: caughtUpTimeout } : {}) });
  };
  return Object.assign(stop, { caughtUp });
}
