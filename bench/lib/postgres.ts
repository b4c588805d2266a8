import pg from "pg";
import { onInterrupt } from "./cleanup.js";

/** Where throwaway PostgreSQL databases are created; override with BENCH_POSTGRES_URL. */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs `work` with the URL of a new, empty database, which is dropped afterwards (also on Ctrl-C). */
export async function withPostgresDatabase<T>(
  label: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `od_bench_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const dropDatabase = () => admin.query(`drop database if exists "${name}" with (force)`);
  try {
    await admin.query(`create database "${name}"`);
    const forget = onInterrupt(dropDatabase);
    try {
      const databaseUrl = new URL(POSTGRES_ADMIN_URL);
      databaseUrl.pathname = `/${name}`;
      return await work(databaseUrl.toString());
    } finally {
      forget();
      await dropDatabase();
    }
  } finally {
    await admin.end();
  }
}
