import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { endpointUrl } from "../../src/shared/contracts/endpoint.js";
import { privacyEndpoints } from "../../src/shared/contracts/endpoints/privacy.js";
import type { PrivacyRequest, PrivacyRequestCreate } from "../../src/shared/contracts/privacy.js";
import type { Api } from "./management.js";

export const PRIVACY_REQUESTS = privacyEndpoints.requests.path;
export const PRIVACY_RETENTION = privacyEndpoints.retention.path;
export const PRIVACY_LOG = privacyEndpoints.log.path;
export const personPath = (q: string) => endpointUrl(privacyEndpoints.person, { query: { q } });
export const erasePath = (id: string) => endpointUrl(privacyEndpoints.erase, { params: { id } });
export const retentionPath = (id: string) => endpointUrl(privacyEndpoints.saveRetention, { params: { id } });

/** Records a privacy request through the API (received today unless said) and expects 201. */
export async function createPrivacyRequest(
  api: Api,
  input: Omit<PrivacyRequestCreate, "receivedOn"> & { receivedOn?: string },
): Promise<PrivacyRequest> {
  const response = await api.post(PRIVACY_REQUESTS, {
    receivedOn: new Date().toISOString().slice(0, 10),
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export interface Occurrence {
  schema: string;
  table: string;
  column: string;
  rows: number;
}

/**
 * Every text, varchar, char, json and jsonb column (arrays of them too) of every table in every
 * schema but PostgreSQL's own, searched case-insensitively for each word: where any is still found.
 */
export async function findEverywhere(db: DbOrTx, words: readonly string[]): Promise<Occurrence[]> {
  const columns = await queryRows<{ schema: string; table: string; column: string }>(
    db,
    sql`select c.table_schema as schema, c.table_name as table, c.column_name as column
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where t.table_type = 'BASE TABLE'
          and c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\\_%'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
            or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
        order by 1, 2, 3`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const patterns = words.map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const found: Occurrence[] = [];
  for (const { schema, table, column } of columns) {
    const name = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
    const [row] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from ${sql.raw(`${name(schema)}.${name(table)}`)}
          where ${sql.raw(name(column))}::text ilike any(${sql.param(patterns)}::text[])`,
    );
    if (row && row.rows > 0) found.push({ schema, table, column, rows: row.rows });
  }
  return found;
}
