import pg from "pg";

/** The same connection string pointing at another database on the server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  adminUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export async function createDatabaseFromTemplate(adminUrl: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      // 55006 "source database is being accessed by other users": two copies started at the same moment.
      if ((error as { code?: string }).code !== "55006" || attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * Drops a test database. A closed pool's connections take a moment to leave the server; waiting for
 * them first spares them the "terminating connection" error that FORCE would send them.
 */
export async function dropDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let wait = 0; wait < 50; wait++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (!rows[0]?.n) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
