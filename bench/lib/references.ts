import { spawn } from "node:child_process";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { PROSPECT_JOINS, PROSPECT_SELECT } from "../../src/server/core/prospect-fields/prospect-columns.js";
import { BENCH_ADMIN } from "./sign-in.js";

/** The text of a raw SQL fragment of the app's (one without parameters). */
export const rawSql = (fragment: typeof PROSPECT_SELECT): string => new PgDialect().sqlToQuery(fragment).sql;

/**
 * A campaign's list ($1) as the list route shows it (the same rows, fields and order), built as one bare
 * json_agg: the least any server can do to send it.
 */
export const listJsonQuery = `select coalesce(json_agg(x), '[]')::text as json
  from (
    select ${rawSql(PROSPECT_SELECT)}
    from assignments a ${rawSql(PROSPECT_JOINS)}
    where a.campaign_id = $1 and a.bad_data_at is null
    order by a.assigned_at, p.last_name, p.first_name, a.id
  ) x`;

/** The bench manager's user id. */
export async function managerId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from users where email = $1", [
      BENCH_ADMIN.email,
    ]);
    const id = rows[0]?.id;
    if (!id) throw new Error("the bench manager is not in the database");
    return id;
  } finally {
    await client.end();
  }
}

/** A connection of the bench's own that times bare queries: the query and reading its whole result. */
export async function queryTimer(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async time(text: string, params: unknown[] = []): Promise<number> {
      const started = performance.now();
      const result = await client.query(text, params);
      const elapsed = performance.now() - started;
      if (result.rows.length === 0)
        throw new Error(`the reference query answered no rows: ${text.slice(0, 80)}`);
      return elapsed;
    },
    close: () => client.end(),
  };
}

export type QueryTimer = Awaited<ReturnType<typeof queryTimer>>;

/**
 * `COPY (query) TO STDOUT` as CSV with a header, by psql (Debian's postgresql-client; PSQL names
 * another): the time from starting psql to the last byte read, and the bytes. psql's own start-up
 * (a few milliseconds) is part of it.
 */
export function psqlCopyCsv(databaseUrl: string, query: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.env.PSQL ?? "psql",
      [
        "-X",
        "-q",
        "-v",
        "ON_ERROR_STOP=1",
        "-d",
        databaseUrl,
        "-c",
        `copy (${query}) to stdout with (format csv, header)`,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    let bytes = 0;
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => {
      if (code !== 0) reject(new Error(`psql exited with ${code}: ${errors.slice(0, 500)}`));
      else resolve({ ms: performance.now() - started, bytes });
    });
  });
}

/** A campaign's listed rows ($1 written in: psql takes no parameters here) as the list shows them. */
export const listRowsQuery = (campaignId: string) =>
  `select ${rawSql(PROSPECT_SELECT)}
   from assignments a ${rawSql(PROSPECT_JOINS)}
   where a.campaign_id = '${campaignId.replace(/[^0-9a-f-]/g, "")}' and a.bad_data_at is null
   order by a.assigned_at, p.last_name, p.first_name, a.id`;
