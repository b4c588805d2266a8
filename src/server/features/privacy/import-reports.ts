import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import type { ImportFailure, ImportFailures } from "../../core/db/schema/imports.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { containsPattern } from "../prospects/index.js";
import { emailKey, profileKey } from "./person-identifier.js";
import { type People, texts, uuids } from "./person-lookup.js";

const PROFILE_PREFIX = "linkedin.com/in/";
/** Beyond this many search patterns (a retention run), every report with failed rows is read instead. */
const PATTERN_LIMIT = 200;

/** An import batch that concerns people: it added them to the pool, or its error report keeps their rows. */
export interface BatchOfPeople {
  id: string;
  fileName: string;
  uploadTime: string;
  campaignId: string | null;
  createdPerson: boolean;
  /** The batch's stored error report; null when it cannot name them. */
  failures: ImportFailures | null;
  /** Indexes, in `failures.rows`, of the rows naming them. */
  rows: number[];
}

/** Text that every stored cell naming one of the people contains (case aside), to narrow the reports read. */
function searchPatterns(people: People): string[] {
  const words = new Set(people.emails);
  for (const key of people.profileKeys) {
    const slug = key.slice(PROFILE_PREFIX.length);
    words.add(slug);
    words.add(encodeURIComponent(slug));
  }
  return [...words].map(containsPattern);
}

/** Whether a failed row's cells name one of the people: a cell that is their profile or their address. */
function namesPeople(row: ImportFailure, profiles: Set<string>, emails: Set<string>): boolean {
  return row.values.some((value) => {
    const email = emailKey(value);
    if (email && emails.has(email)) return true;
    const profile = profileKey(value);
    return profile !== null && profiles.has(profile);
  });
}

/**
 * The import batches that added these people or whose error report keeps a row naming them, by
 * profile or address (the same comparison an import's dedup makes), newest first.
 */
export async function batchesOfPeople(db: DbOrTx, people: People): Promise<BatchOfPeople[]> {
  const patterns = searchPatterns(people);
  if (patterns.length === 0 && people.prospectIds.length === 0) return [];
  const mayName =
    patterns.length === 0
      ? sql`false`
      : patterns.length > PATTERN_LIMIT
        ? sql`b.failed_rows > 0`
        : sql`b.failed_rows > 0 and b.failures::text ilike any(${texts(patterns)})`;
  const created = sql`coalesce(b.created_prospect_ids && ${uuids(people.prospectIds)}, false)`;
  const batches = await queryRows<Omit<BatchOfPeople, "rows">>(
    db,
    sql`select b.id, b.file_name as "fileName", ${sql.raw(isoText("b.upload_time"))} as "uploadTime",
          b.campaign_id as "campaignId", ${created} as "createdPerson",
          case when ${mayName} then b.failures end as failures
        from import_batches b
        where ${created} or (${mayName})
        order by b.upload_time desc, b.id`,
  );
  const profiles = new Set(people.profileKeys);
  const emails = new Set(people.emails);
  return batches.flatMap((batch) => {
    const rows = (batch.failures?.rows ?? []).flatMap((row, index) =>
      namesPeople(row, profiles, emails) ? [index] : [],
    );
    return batch.createdPerson || rows.length > 0 ? [{ ...batch, rows }] : [];
  });
}

/**
 * Blanks the rows naming these people in every error report that keeps one: the row stays (the
 * report's count and line numbers do not change), its reason and cells become empty. Returns how many
 * batches changed.
 */
export async function blankImportReports(db: DbOrTx, people: People): Promise<number> {
  const changed = (await batchesOfPeople(db, people)).flatMap((batch) => {
    if (!batch.failures || batch.rows.length === 0) return [];
    const blanked = new Set(batch.rows);
    const rows = batch.failures.rows.map((row, index) =>
      blanked.has(index) ? { row: row.row, reason: "", values: row.values.map(() => "") } : row,
    );
    return [{ id: batch.id, failures: { ...batch.failures, rows } }];
  });
  if (changed.length === 0) return 0;
  await db.execute(
    sql`update import_batches b set failures = r.failures
        from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as r(id uuid, failures jsonb)
        where b.id = r.id`,
  );
  return changed.length;
}
