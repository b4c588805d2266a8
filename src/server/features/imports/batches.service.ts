import { and, eq, sql } from "drizzle-orm";
import { IMPORT_FIELDS, IMPORT_HISTORY_SIZE, type ImportBatch } from "../../../shared/contracts/imports.js";
import type { Actor } from "../../core/access/actor.js";
import { staffCampaignFilter } from "../../core/access/worked-campaigns.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { importBatches } from "../../core/db/schema/index.js";
import { notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

export const BATCH_NOT_FOUND = "Import batch not found";

/**
 * GET /api/import-batches: the latest batches, newest first, with the campaign and who uploaded them; an
 * SDR's are those into the campaigns they work.
 */
export function listImportBatches(actor: Actor, db: Db): Promise<ImportBatch[]> {
  return queryRows<ImportBatch>(
    db,
    sql`select b.id, b.file_name as "fileName", b.target_entity as "targetEntity",
          ${sql.raw(isoText("b.upload_time"))} as "uploadTime", b.total_rows as "totalRows",
          b.imported_rows as "importedRows", b.duplicate_rows as "duplicateRows", b.suppressed_rows as "suppressedRows",
          b.updated_rows as "updatedRows", b.failed_rows as "failedRows", b.campaign_id as "campaignId",
          co.company_name as campaign, coalesce(u.name, u.email) as "uploadedBy",
          b.created_prospect_ids is not null and b.undone_at is null and b.imported_rows > 0 as "canUndo",
          ${sql.raw(isoText("b.undone_at"))} as "undoneAt", b.undo_result as "undoResult"
        from import_batches b
        left join campaigns c on c.id = b.campaign_id
        left join companies co on co.id = c.company_id
        left join users u on u.id = b.uploaded_by
        where ${staffCampaignFilter(actor, sql`b.campaign_id`)}
        order by b.upload_time desc, b.id desc
        limit ${IMPORT_HISTORY_SIZE}`,
  );
}

export interface CsvDownload {
  fileName: string;
  records: string[][];
}

/**
 * GET /api/import-batches/{id}/errors.csv: the batch's failed rows with the file's line each starts on and
 * the reason, then the row's cells under the file's own headers (and any extra values the line had).
 */
export async function importErrorReport(actor: Actor, db: Db, batchId: string): Promise<CsvDownload> {
  const [batch] = await db
    .select({ fileName: importBatches.fileName, failures: importBatches.failures })
    .from(importBatches)
    .where(and(eq(importBatches.id, batchId), staffCampaignFilter(actor, importBatches.campaignId)))
    .limit(1);
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  const { headers, rows } = batch.failures;
  return {
    fileName: `${batch.fileName.replace(/\.csv$/i, "")}-errors.csv`,
    records: [
      ["Line", "Reason", ...headers],
      ...rows.map((row) => [String(row.row), row.reason, ...row.values]),
    ],
  };
}

/** GET /api/download-template/prospect: every importable field's label, and one example person. */
export function prospectTemplate(): CsvDownload {
  return {
    fileName: "prospect-import-template.csv",
    records: [IMPORT_FIELDS.map((field) => field.label), IMPORT_FIELDS.map((field) => field.example)],
  };
}
