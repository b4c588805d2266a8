import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw.js";

/**
 * The app's data: every table and sequence of the `public` schema. drizzle's record of migrations is
 * the backup's migration level instead, and pg-boss's `pgboss` schema is left out (ADR 0046).
 */
export const DATA_SCHEMA = "public";

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (name: string) => `${quoted(DATA_SCHEMA)}.${quoted(name)}`;

/** The tables by name. */
export async function dataTables(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = ${DATA_SCHEMA} and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/**
 * The tables, each after those its foreign keys point to, so that rows load in an order the keys
 * accept even where triggers cannot be switched off. A table's keys to itself are left out of the
 * order (the schema has none today); a cycle would leave its tables in name order.
 */
export async function tablesInKeyOrder(db: DbOrTx): Promise<string[]> {
  const tables = await dataTables(db);
  const keys = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where c.contype = 'f' and n.nspname = ${DATA_SCHEMA} and c.conrelid <> c.confrelid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of keys) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) place(parent);
    visiting.delete(table);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/** The sequences of the data schema (the ids of append-only logs and delivery queues). */
export async function dataSequences(db: DbOrTx): Promise<{ name: string; lastValue: string | null }[]> {
  return queryRows(
    db,
    sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences
        where schemaname = ${DATA_SCHEMA} order by sequencename`,
  );
}
