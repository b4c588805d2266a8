import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Database } from "../db/client.js";

/** pg-boss's bring-your-own-db adapter on the app's connection, which waits for its queries on stop. */
export interface QueueDatabase extends PgBoss.Db {
  /** Waits for the statements still running, then refuses new ones. */
  close(): Promise<void>;
}

type Result = { rows: unknown[] };

/**
 * pg-boss 11 awaits every statement it sends, a job's completion included: one refused here (the
 * queue stopped, the database out of reach) fails its job, or reaches pg-boss's `error` event, which
 * the app logs. The job then stays active until its expiry fails it for a retry.
 */
export function queueDatabase(database: Database): QueueDatabase {
  const run = runnerFor(database);
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    async executeSql(text, values) {
      const statement = closed
        ? Promise.reject(new Error("the job queue is stopped"))
        : run(text, values ?? []);
      running.add(statement);
      try {
        return await statement;
      } finally {
        running.delete(statement);
      }
    },
    async close() {
      while (running.size > 0) await Promise.allSettled([...running]);
      closed = true;
    },
  };
}

/**
 * Statements with values run as they are. A script without values (pg-boss's own BEGIN ... COMMIT
 * blocks) that fails part-way would leave its connection inside an aborted transaction, refusing the
 * app's next queries: it is rolled back.
 */
function runnerFor(database: Database): (text: string, values: unknown[]) => Promise<Result> {
  // drizzle's $client: the pg pool or the PGlite instance the app's queries go through.
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === "postgres") {
    const pool = client as pg.Pool;
    return async (text, values) => {
      if (values.length > 0) return pool.query(text, values);
      const connection = await pool.connect();
      let result: Result;
      try {
        // Without values node-postgres sends a simple query: the script runs as one.
        result = await connection.query(text);
      } catch (error) {
        const rolledBack = await connection.query("rollback").then(
          () => true,
          () => false,
        );
        // A connection that cannot even roll back is dropped rather than handed to the app.
        connection.release(!rolledBack);
        throw error;
      }
      connection.release();
      return result;
    };
  }
  const pglite = client as PGlite;
  // PGlite runs each call after any transaction of the app has ended, never in the middle of one; the
  // transaction around a script holds the app off until the script's own rollback, if it fails.
  return async (text, values) => {
    if (values.length > 0) return pglite.query(text, values);
    return pglite.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] });
  };
}
