import { sql } from "drizzle-orm";
import {
  type CsvAnalysis,
  IMPORT_MAPPINGS_NOT_AN_OBJECT,
  IMPORT_PREVIEW_ROWS,
  type ImportMappings,
  type ImportResult,
  importFormSchema,
  importMappingsSchema,
} from "../../shared/contracts/imports.js";
import type { Actor } from "../auth/actor.js";
import type { Db } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { importBatches } from "../db/schema/index.js";
import { timeOrderedIds } from "../db/time-ordered-ids.js";
import { badRequest } from "../http/errors.js";
import { resolveCampaign } from "../prospects/campaign-access.js";
import { CsvError, type CsvTable, readCsv } from "./csv/read-csv.js";
import type { ImportPerson } from "./normalize-row.js";
import { mapColumns, prepareRows } from "./prepare-rows.js";
import type { CsvUpload } from "./upload.js";

/** The file read as CSV; what makes it unreadable is a 400 with the reader's own message. */
function readTable(bytes: Uint8Array): CsvTable {
  try {
    return readCsv(bytes);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message);
    throw error;
  }
}

/** POST /api/analyze-csv: the file's column names, data-row count and first rows for the preview. */
export function analyzeUpload(upload: CsvUpload): CsvAnalysis {
  const table = readTable(upload.bytes);
  const previewRows = Math.min(table.rowCount, IMPORT_PREVIEW_ROWS);
  return {
    headers: table.headers,
    rowCount: table.rowCount,
    preview: Array.from({ length: previewRows }, (_, index) => table.row(index)),
  };
}

const firstIssue = (error: { issues: { message: string }[] }) =>
  error.issues[0]?.message ?? "The request is invalid";

function parseMappings(text: string): ImportMappings {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(IMPORT_MAPPINGS_NOT_AN_OBJECT);
  }
  const parsed = importMappingsSchema.safeParse(json);
  if (!parsed.success) throw badRequest(firstIssue(parsed.error));
  return parsed.data;
}

/** The campaign new people join: one the actor may reach (else 404) whose company is not archived. */
async function campaignForImport(actor: Actor, db: Db, campaignId: string) {
  const campaign = await resolveCampaign(actor, db, campaignId);
  if (campaign.archived) {
    throw badRequest(
      `The campaign of "${campaign.companyName}" is archived: restore the company under Manage Campaigns before importing into it.`,
    );
  }
  return campaign;
}

/**
 * POST /api/import-with-mapping: checks the form, the campaign and the file, then puts the file's new
 * people into the pool (and the campaign) and records the batch, all in one transaction. People already
 * in the pool, or met earlier in the file, are duplicates; rows that fail a check are kept for the
 * batch's error report.
 */
export async function importCsv(actor: Actor, db: Db, upload: CsvUpload): Promise<ImportResult> {
  const form = importFormSchema.safeParse(upload.fields);
  if (!form.success) throw badRequest(firstIssue(form.error));
  const mappings = parseMappings(form.data.mappings);
  const campaign = form.data.campaignId ? await campaignForImport(actor, db, form.data.campaignId) : null;
  const table = readTable(upload.bytes);
  const { people, failures, repeatedInFile } = prepareRows(table, mapColumns(mappings, table.headers));

  return db.transaction(async (tx) => {
    const importedRows = await insertPeople(tx, people, campaign?.id ?? null);
    const duplicateRows = repeatedInFile + people.length - importedRows;
    const [batch] = await tx
      .insert(importBatches)
      .values({
        fileName: upload.fileName,
        targetEntity: form.data.targetEntity,
        campaignId: campaign?.id ?? null,
        uploadedBy: actor.id,
        totalRows: table.rowCount,
        importedRows,
        duplicateRows,
        failedRows: failures.length,
        failures: { headers: table.headers, rows: failures },
      })
      .returning({ id: importBatches.id });
    if (!batch) throw new Error("import batch insert returned nothing");
    return {
      importedRows,
      duplicateRows,
      failedRows: failures.length,
      targetEntity: form.data.targetEntity,
      batchId: batch.id,
    };
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const column = <K extends keyof ImportPerson>(people: ImportPerson[], key: K) =>
  sql.param(people.map((person) => person[key]));

/**
 * Inserts the people whose dedup key is new to the pool, in one statement, and assigns them to the
 * campaign when there is one (imported and assigned at the transaction's time). A key another import
 * inserts meanwhile makes this one wait for it and then skip the person: it counts as a duplicate.
 * Rows go in dedup-key order, so two imports waiting on each other's keys can never wait in a cycle, with
 * ids in the same order (see timeOrderedIds).
 * Returns how many people were inserted.
 */
async function insertPeople(tx: Tx, people: ImportPerson[], campaignId: string | null): Promise<number> {
  if (people.length === 0) return 0;
  const [row] = await queryRows<{ inserted: number }>(
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
          select ${campaignId}::uuid, id, now(), now() from inserted where ${campaignId}::uuid is not null
        )
        select count(*)::int as inserted from inserted`,
  );
  return row?.inserted ?? 0;
}
