import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsDir } from "../paths.js";
import * as schema from "./schema/index.js";

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
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** Pool figures on PostgreSQL; null for the embedded database (one connection, no pool). */
  poolStats(): PoolStats | null;
  /** LISTENs on the listener's channels until the returned function is called (or the database is closed). */
  listen(listener: NoticeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite };

/** Any fixed number works; it only has to be the same on every app server. */
const MIGRATION_LOCK_ID = 4_210_771;

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if ("databaseUrl" in source) return openPostgres(source.databaseUrl, source.poolSize ?? 10);
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
    // One process owns an embedded database, so no lock is needed.
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    poolStats: () => null,
    async listen(listener) {
      const unsubscribes = await Promise.all(
        Object.entries(listener.channels).map(([channel, onNotice]) => client.listen(channel, onNotice)),
      );
      return async () => {
        for (const unsubscribe of unsubscribes) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

/** Shown in pg_stat_activity, so operators (and tests) can tell the app's connections apart. */
export const APPLICATION_NAME = "outreach-desk";

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    application_name: APPLICATION_NAME,
    // While the database is away a request fails after this long instead of queueing without end.
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection that the server dropped is discarded by the pool; without a listener the
  // error would crash the process.
  pool.on("error", () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // Several app servers may start at once: the advisory lock lets one migrate while the rest wait.
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: connection, schema }), {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        connection.release();
      }
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
    listen: (listener) => listenPostgres(databaseUrl, listener),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAYS_MS = [100, 250, 500, 1_000, 2_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), one for all the
 * listener's channels. When that connection is lost it reconnects with growing pauses, then reports
 * onResume.
 */
async function listenPostgres(databaseUrl: string, listener: NoticeListener): Promise<() => Promise<void>> {
  const listens = Object.keys(listener.channels)
    .map((channel) => `listen ${pg.escapeIdentifier(channel)}`)
    .join("; ");
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: APPLICATION_NAME });
    next.on("notification", (message) => listener.channels[message.channel]?.(message.payload ?? ""));
    next.on("error", () => {});
    next.on("end", () => {
      if (client !== next || stopped) return;
      client = null;
      void reconnect();
    });
    try {
      await next.connect();
      await next.query(listens);
    } catch (error) {
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
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
