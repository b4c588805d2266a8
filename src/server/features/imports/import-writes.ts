import { type SQL, sql } from "drizzle-orm";
import type { DuplicateRule } from "../../../shared/contracts/imports.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import type { ImportFailures } from "../../core/db/schema/index.js";
import { timeOrderedIds } from "../../core/db/time-ordered-ids.js";
import type { ImportPerson } from "./normalize-row.js";

const column = <K extends keyof ImportPerson>(people: ImportPerson[], key: K) =>
  sql.param(people.map((person) => person[key]));

/** The profile fields a duplicate rule may change, as (column, the file's value in `r`). */
const PROFILE_COLUMNS = [
  "first_name",
  "last_name",
  "job_title",
  "company",
  "linkedin_name",
  "email",
  "phone",
] as const;

/**
 * What a duplicate rule makes of one profile column: "fill-empty" takes the file's value only where the
 * person has none; "update" takes it wherever the file has one. An empty cell never blanks a value.
 */
function ruleValue(rule: Exclude<DuplicateRule, "skip">, name: (typeof PROFILE_COLUMNS)[number]): SQL {
  const current = sql.raw(`p.${name}`);
  const incoming = sql.raw(`nullif(r.${name}, '')`);
  return rule === "fill-empty"
    ? sql`coalesce(nullif(${current}, ''), ${incoming}, ${current})`
    : sql`coalesce(${incoming}, ${current})`;
}

/**
 * Applies the duplicate rule to the people already in the pool: only their profile fields, never a
 * campaign's progress, tags, dispositions, bad data or assignments. The people are locked in dedup-key
 * order first, so two imports updating the same people cannot deadlock. Returns the ids of those whose
 * profile changed.
 */
export async function updateExistingPeople(
  tx: DbOrTx,
  people: ImportPerson[],
  rule: Exclude<DuplicateRule, "skip">,
): Promise<string[]> {
  if (people.length === 0) return [];
  const assignments = sql.join(
    PROFILE_COLUMNS.map((name) => sql`${sql.raw(name)} = ${ruleValue(rule, name)}`),
    sql`, `,
  );
  const changed = sql.join(
    PROFILE_COLUMNS.map((name) => sql`${ruleValue(rule, name)} is distinct from ${sql.raw(`p.${name}`)}`),
    sql` or `,
  );
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`with locked as (
          select id from prospects where dedup_key = any(${column(people, "dedupKey")}::text[])
          order by dedup_key for update
        )
        update prospects p set ${assignments}, updated_at = now()
        from unnest(
          ${column(people, "dedupKey")}::text[], ${column(people, "firstName")}::text[],
          ${column(people, "lastName")}::text[], ${column(people, "jobTitle")}::text[],
          ${column(people, "company")}::text[], ${column(people, "linkedinName")}::text[],
          ${column(people, "email")}::text[], ${column(people, "phone")}::text[]
        ) as r(dedup_key, first_name, last_name, job_title, company, linkedin_name, email, phone)
        where p.dedup_key = r.dedup_key and p.id in (select id from locked) and (${changed})
        returning p.id`,
  );
  return rows.map((row) => row.id);
}

/** The campaigns that show any of these people, so their open lists can be told. */
export async function campaignsShowing(tx: DbOrTx, prospectIds: string[]): Promise<string[]> {
  if (prospectIds.length === 0) return [];
  const rows = await queryRows<{ campaignId: string }>(
    tx,
    sql`select distinct campaign_id as "campaignId" from assignments
        where prospect_id = any(${sql.param(prospectIds)}::uuid[])`,
  );
  return rows.map((row) => row.campaignId);
}

export interface BatchRecord {
  fileName: string;
  campaignId: string | null;
  uploadedBy: string;
  totalRows: number;
  /** Rows that named a person (new, in the pool or repeated in the file) and were not updated. */
  knownRows: number;
  updatedRows: number;
  /** People the do-not-contact list kept out. */
  suppressedRows: number;
  failures: ImportFailures;
}

/**
 * Inserts the people whose dedup key is new to the pool, assigns them to the campaign when there is one
 * (imported and assigned at the transaction's time) and records the batch with the ids it created (so it
 * can be undone), in one statement. A key another import inserts meanwhile makes this one wait for it and
 * then skip the person: it counts as a duplicate. Rows go in dedup-key order, so two imports waiting on
 * each other's keys can never wait in a cycle, with ids in the same order (see timeOrderedIds).
 */
export async function insertPeopleAndBatch(
  tx: DbOrTx,
  people: ImportPerson[],
  batch: BatchRecord,
): Promise<{ batchId: string; importedRows: number }> {
  const [row] = await queryRows<{ batchId: string; importedRows: number }>(
    tx,
    sql`with inserted as (
          insert into prospects
            (id, dedup_key, first_name, last_name, job_title, company, linkedin_url, linkedin_name, email, phone)
          select id, dedup_key, first_name, last_name, job_title, company, linkedin_url, linkedin_name, email, phone
          from unnest(
            ${sql.param(timeOrderedIds(people.length))}::uuid[],
            ${column(people, "dedupKey")}::text[], ${column(people, "firstName")}::text[],
            ${column(people, "lastName")}::text[], ${column(people, "jobTitle")}::text[],
            ${column(people, "company")}::text[], ${column(people, "linkedinUrl")}::text[],
            ${column(people, "linkedinName")}::text[], ${column(people, "email")}::text[],
            ${column(people, "phone")}::text[]
          ) with ordinality as r(id, dedup_key, first_name, last_name, job_title, company, linkedin_url,
            linkedin_name, email, phone, position)
          order by r.position
          on conflict (dedup_key) do nothing
          returning id
        ), assigned as (
          insert into assignments (campaign_id, prospect_id, imported_at, assigned_at)
          select ${batch.campaignId}::uuid, id, now(), now() from inserted
          where ${batch.campaignId}::uuid is not null
        ), created as (
          select count(*)::int as n, coalesce(array_agg(id), '{}') as ids from inserted
        )
        insert into import_batches
          (file_name, target_entity, campaign_id, uploaded_by, total_rows, imported_rows, duplicate_rows,
           updated_rows, failed_rows, suppressed_rows, failures, created_prospect_ids)
        select ${batch.fileName}, 'prospect', ${batch.campaignId}::uuid, ${batch.uploadedBy}::uuid,
          ${batch.totalRows}::int, n, ${batch.knownRows}::int - n, ${batch.updatedRows}::int,
          ${batch.failures.rows.length}::int, ${batch.suppressedRows}::int, ${JSON.stringify(batch.failures)}::jsonb, ids
        from created
        returning id as "batchId", imported_rows as "importedRows"`,
  );
  if (!row) throw new Error("import batch insert returned nothing");
  return row;
}
