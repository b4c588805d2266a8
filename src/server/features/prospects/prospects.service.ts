import { type SQL, sql } from "drizzle-orm";
import type { BadDataCount } from "../../../shared/contracts/prospects.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { PROSPECT_JOINS, PROSPECT_SELECT } from "../../core/prospect-fields/prospect-columns.js";

/** `q` as a LIKE pattern that matches it anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A campaign's list as JSON text, and the list version (ADR 0011) it was read at. */
export interface ProspectListJson {
  json: string;
  version: number;
}

/** The sum of the campaign's list-version slots: it grows with every committed change to its list. */
const versionSql = (campaignId: string) =>
  sql`(select coalesce(sum(version), 0)::bigint::text from campaign_list_versions
       where campaign_id = ${campaignId})`;

/** The campaign's current list version (ADR 0011): one index lookup. */
export async function campaignListVersion(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await queryRows<{ version: string }>(db, sql`select ${versionSql(campaignId)} as version`);
  return Number(row?.version ?? 0);
}

/**
 * The campaign's assignments without bad data, in the order they were assigned (then by last name), as
 * the JSON text of a Prospect[]; `filter` narrows them further.
 *
 * The database writes the JSON: for 10,000 records that spares the driver decoding 310,000 fields and
 * the server checking and re-encoding them (measured here on PostgreSQL: the server's CPU time per
 * answer drops from about 80 ms to 16 ms, the query's own time is unchanged). json_agg has no parallel
 * (combine) form, so it takes the rows in the subquery's order.
 */
const listJsonSql = (campaignId: string, filter: SQL = sql``) =>
  sql`(select coalesce(json_agg(x), '[]')::text
       from (
         select ${PROSPECT_SELECT}
         from assignments a ${PROSPECT_JOINS}
         where a.campaign_id = ${campaignId} and a.bad_data_at is null ${filter}
         order by a.assigned_at, p.last_name, p.first_name, a.id
       ) x)`;

/**
 * GET /api/campaigns/{id}/prospects: the campaign's whole list, with the list version read in the same
 * statement (so the same snapshot). The caller has checked access to the campaign.
 */
export async function readCampaignProspectsJson(db: DbOrTx, campaignId: string): Promise<ProspectListJson> {
  const [row] = await queryRows<{ json: string; version: string }>(
    db,
    sql`select ${listJsonSql(campaignId)} as json, ${versionSql(campaignId)} as version`,
  );
  return { json: row?.json ?? "[]", version: Number(row?.version ?? 0) };
}

/**
 * GET /api/campaigns/{id}/prospects?q=: the list's records whose first name, last name or company
 * contains `q` (trimmed, not empty), ignoring case (spec section 5). The caller has checked access.
 */
export async function searchCampaignProspectsJson(
  db: DbOrTx,
  campaignId: string,
  q: string,
): Promise<string> {
  const pattern = containsPattern(q);
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`select ${listJsonSql(
      campaignId,
      sql`and (p.first_name ilike ${pattern} or p.last_name ilike ${pattern} or p.company ilike ${pattern})`,
    )} as json`,
  );
  return row?.json ?? "[]";
}

/** GET /api/campaigns/{id}/bad-data-count: how many of the campaign's records are flagged. */
export async function countBadData(scope: CampaignScope, db: DbOrTx): Promise<BadDataCount> {
  const [row] = await queryRows<BadDataCount>(
    db,
    sql`select count(*)::int as count from assignments
        where campaign_id = ${scope.campaignId} and bad_data_at is not null`,
  );
  return { count: row?.count ?? 0 };
}
