import { createHash } from "node:crypto";
import type { Query, SQL } from "drizzle-orm";
import { PgDialect, type PgSession } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.js";

/** Runs raw SQL and returns its rows; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Hot statements whose text depends only on a shape from a small fixed set (a field and how it is
 * changed, say): each shape's statement is built once, with its varying values as
 * `sql.placeholder(name)`, and sent as a named prepared statement, so PostgreSQL parses and plans it
 * once per connection (PGlite runs it as usual) and no request builds or names its SQL again. A shape
 * is named by a string: the same name must always build the same statement.
 */
export function preparedStatements<Shape extends string>(build: (shape: Shape) => SQL) {
  const dialect = new PgDialect();
  const statements = new Map<string, { query: Query; name: string }>();
  const statementOf = (shape: Shape) => {
    let statement = statements.get(shape);
    if (!statement) {
      const query = dialect.sqlToQuery(build(shape));
      statement = { query, name: `q_${createHash("sha1").update(query.sql).digest("hex").slice(0, 20)}` };
      statements.set(shape, statement);
    }
    return statement;
  };
  return async function run<T>(db: DbOrTx, shape: Shape, values: Record<string, unknown>): Promise<T[]> {
    const { query, name } = statementOf(shape);
    // drizzle keeps prepareQuery for its own builders; raw SQL has no public way to name a statement.
    const { session } = db as unknown as { session: PgSession };
    const result = (await session.prepareQuery(query, undefined, name, false).execute(values)) as unknown as {
      rows: T[];
    };
    return result.rows;
  };
}
