import { sql } from "drizzle-orm";
import { dataSequences, dataTables, qualified } from "../../src/server/core/backup/database-tables.js";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";

/** Every data table's rows (as sorted JSON text) and every sequence's value: what a restore must bring back. */
export async function databaseContents(db: DbOrTx): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await dataTables(db)) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select to_jsonb(r)::text as "row" from ${qualified(table)} r`),
    );
    contents[table] = rows.map((r) => r.row).sort();
  }
  for (const sequence of await dataSequences(db)) {
    contents[`sequence ${sequence.name}`] = [String(sequence.lastValue)];
  }
  return contents;
}
