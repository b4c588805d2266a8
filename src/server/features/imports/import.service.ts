import {
  type CsvAnalysis,
  IMPORT_LISTED_ROW_PROBLEMS,
  IMPORT_MAPPINGS_NOT_AN_OBJECT,
  IMPORT_PREVIEW_ROWS,
  type ImportMappings,
  type ImportResult,
  importFormSchema,
  importMappingsSchema,
  SDR_IMPORTS_INTO_CAMPAIGNS,
} from "../../../shared/contracts/imports.js";
import type { Actor } from "../../core/access/actor.js";
import { type CampaignRef, loadCampaign } from "../../core/access/campaign-access.js";
import { reachCampaign } from "../../core/access/scopes.js";
import { worksOwnCampaignsOnly } from "../../core/access/worked-campaigns.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { badRequest, forbidden } from "../../core/http/errors.js";
import { refreshSuppression, splitSuppressed, suppressionIndexOf } from "../privacy/index.js";
import { CsvError, type CsvTable, readCsv } from "./csv/read-csv.js";
import { campaignsShowing, insertPeopleAndBatch, updateExistingPeople } from "./import-writes.js";
import { mapColumns, prepareRows } from "./prepare-rows.js";
import type { CsvUpload } from "./upload.js";

/** The file read as CSV; what makes it unreadable is a 400 with the reader's own message. */
export function readTable(bytes: Uint8Array): CsvTable {
  try {
    return readCsv(bytes);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * POST /api/analyze-csv: the file's column names, data-row count and first readable rows for the preview,
 * and the rows that will fail whatever the mapping (listed apart, so the preview shows no shifted values).
 */
export function analyzeUpload(upload: CsvUpload): CsvAnalysis {
  const table = readTable(upload.bytes);
  const listed = table.problemRows.slice(0, IMPORT_LISTED_ROW_PROBLEMS);
  const unreadable = new Set(table.problemRows);
  const preview: string[][] = [];
  for (let index = 0; index < table.rowCount && preview.length < IMPORT_PREVIEW_ROWS; index++) {
    if (!unreadable.has(index)) preview.push(table.row(index));
  }
  return {
    headers: table.headers,
    rowCount: table.rowCount,
    preview,
    rowProblems: listed.map((index) => ({ line: table.line(index), message: table.problem(index) ?? "" })),
    rowProblemCount: table.problemRows.length,
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

/**
 * The campaign an import adds people to, or an undo removes them from: one the actor may reach (else 404)
 * whose company is not archived. Null is the pool alone: agency-wide work, for owners and managers (an
 * SDR imports into a campaign they work).
 */
export async function campaignForImport(
  actor: Actor,
  db: DbOrTx,
  campaignId: string | null,
  action = "importing into it",
) {
  if (campaignId === null) {
    if (worksOwnCampaignsOnly(actor)) throw forbidden(SDR_IMPORTS_INTO_CAMPAIGNS);
    return null;
  }
  // The campaign arrives inside the upload, after the route's access check: the same rule, applied here.
  const campaign = await loadCampaign(db, reachCampaign(actor, campaignId));
  refuseArchived(campaign, action);
  return campaign;
}

/** An archived company's campaign takes no new work: 400 saying what to do first. */
export function refuseArchived(campaign: CampaignRef, action: string): void {
  if (!campaign.archived) return;
  throw badRequest(
    `The campaign of "${campaign.companyName}" is archived: restore the company under Manage Campaigns before ${action}.`,
  );
}

export interface ImportOutcome {
  result: ImportResult;
  /** Campaigns whose lists show people the import changed (besides the one it imported into). */
  changedCampaigns: string[];
}

/**
 * POST /api/import-with-mapping: checks the form, the campaign and the file, applies the duplicate rule to
 * people already in the pool, puts the file's new people into the pool (and the campaign) and records the
 * batch, all in one transaction. People already in the pool, or met earlier in the file, are duplicates;
 * rows that fail a check, or that the file does not hold in a readable shape, are kept for the batch's
 * error report.
 */
export async function importCsv(actor: Actor, db: Db, upload: CsvUpload): Promise<ImportOutcome> {
  const form = importFormSchema.safeParse(upload.fields);
  if (!form.success) throw badRequest(firstIssue(form.error));
  const mappings = parseMappings(form.data.mappings);
  const campaign = await campaignForImport(actor, db, form.data.campaignId ?? null);
  const table = readTable(upload.bytes);
  const prepared = prepareRows(table, mapColumns(mappings, table.headers));
  const { failures, repeatedInFile } = prepared;
  const rule = form.data.duplicates;

  return db.transaction(async (tx) => {
    // The do-not-contact list of the campaign's company (and the agency's) keeps people out entirely:
    // not added, not updated. The list as of every change committed before this point.
    const { kept: people, suppressed } = await splitSuppressed(
      tx,
      suppressionIndexOf(db),
      prepared.people,
      campaign?.companyId ?? null,
    );
    const updated = rule === "skip" ? [] : await updateExistingPeople(tx, people, rule);
    // An update may give a person a profile, e-mail or company the list names; the campaigns whose
    // rows that changes are among those showing the updated people.
    await refreshSuppression(tx, updated);
    const { batchId, importedRows } = await insertPeopleAndBatch(tx, people, {
      fileName: upload.fileName,
      campaignId: campaign?.id ?? null,
      uploadedBy: actor.id,
      totalRows: table.rowCount,
      knownRows: repeatedInFile + people.length - updated.length,
      updatedRows: updated.length,
      suppressedRows: suppressed.length,
      failures: { headers: table.headers, rows: failures },
    });
    return {
      result: {
        importedRows,
        duplicateRows: repeatedInFile + people.length - updated.length - importedRows,
        updatedRows: updated.length,
        failedRows: failures.length,
        suppressedRows: suppressed.length,
        targetEntity: form.data.targetEntity,
        batchId,
      },
      changedCampaigns: await campaignsShowing(tx, updated),
    };
  });
}
