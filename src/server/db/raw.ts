import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.js";

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const statementNames = new Map<string, string>();

/** A statement name derived from its text: the same text always gets the same name. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `q_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * queryRows for a hot statement: sent as a named prepared statement, so PostgreSQL parses and plans
 * it once per connection rather than on every call (PGlite runs it as usual). Only for SQL whose text
 * comes from a small fixed set (values as parameters, never spliced in): each distinct text stays
 * prepared on every pooled connection.
 */
export async function queryRowsPrepared<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // drizzle keeps prepareQuery for its own builders; raw SQL has no public way to name a statement.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
