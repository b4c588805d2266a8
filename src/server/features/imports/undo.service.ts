import { sql } from "drizzle-orm";
import type { ImportUndoResult } from "../../../shared/contracts/imports.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { BATCH_NOT_FOUND } from "./batches.service.js";
import { campaignForImport } from "./import.service.js";

export const BATCH_ALREADY_UNDONE = "This import has already been undone.";
export const BATCH_NOT_UNDOABLE =
  "This import was made before imports could be undone, so the people it added are not known.";

interface LockedBatch {
  campaignId: string | null;
  createdProspectIds: string[] | null;
  undone: boolean;
}

/**
 * An assignment nobody has worked on since it was imported: no progress, tag, disposition, SDR, bad data,
 * activity or conversation.
 */
const UNTOUCHED = sql.raw(`a.invite_at is null and a.connected_at is null and a.m1_at is null
  and a.m2_at is null and a.m3_at is null and a.m4_at is null and a.ff1_at is null and a.ff2_at is null
  and a.ff3_at is null and a.ff4_at is null and a.ff5_at is null and a.sequence_tag = 'New'
  and a.final_disposition = 'New' and a.sdr_id is null and a.bad_data_at is null and a.last_touch_at is null
  and not exists (select 1 from activity_events e where e.assignment_id = a.id)
  and not exists (select 1 from conversations c where c.assignment_id = a.id)`);

async function lockBatch(tx: DbOrTx, batchId: string): Promise<LockedBatch> {
  const [batch] = await queryRows<LockedBatch>(
    tx,
    sql`select campaign_id as "campaignId", created_prospect_ids::text[] as "createdProspectIds",
          undone_at is not null as undone
        from import_batches where id = ${batchId} for update`,
  );
  if (!batch) throw notFound(BATCH_NOT_FOUND);
  if (batch.undone) throw conflict(BATCH_ALREADY_UNDONE);
  if (!batch.createdProspectIds) throw conflict(BATCH_NOT_UNDOABLE);
  return batch;
}

/**
 * Removes the batch's untouched places in its campaign, then the people it created that are now in no
 * campaign and whose profile nobody changed since, and counts why the others stay.
 */
async function removeUntouched(tx: DbOrTx, batch: LockedBatch, ids: string[]): Promise<ImportUndoResult> {
  const [counts] = await queryRows<ImportUndoResult>(
    tx,
    sql`with created as (
          select p.id, p.updated_at > p.created_at as edited from prospects p
          where p.id = any(${sql.param(ids)}::uuid[]) order by p.id for update
        ), placed as (
          select a.id, a.prospect_id, (${UNTOUCHED}) as untouched from assignments a
          where a.campaign_id = ${batch.campaignId}::uuid and a.prospect_id in (select id from created)
          order by a.id for update
        ), unplaced as (
          delete from assignments where id in (select id from placed where untouched) returning prospect_id
        ), fate as (
          select c.id, c.edited,
            exists (select 1 from placed pl where pl.prospect_id = c.id and not pl.untouched) as worked_on,
            exists (
              select 1 from assignments a where a.prospect_id = c.id
                and a.campaign_id is distinct from ${batch.campaignId}::uuid
            ) as elsewhere
          from created c
        ), removed as (
          delete from prospects where id in (select id from fate where not worked_on and not elsewhere and not edited)
          returning id
        )
        select (select count(*)::int from removed) as "removedPeople",
          (select count(*)::int from unplaced) as "removedAssignments",
          count(*) filter (where worked_on)::int as "keptWorkedOn",
          count(*) filter (where not worked_on and elsewhere)::int as "keptInOtherCampaigns",
          count(*) filter (where not worked_on and not elsewhere and edited)::int as "keptEdited"
        from fate`,
  );
  if (!counts) throw new Error("import undo counted nothing");
  return counts;
}

/**
 * POST /api/import-batches/{id}/undo: removes what the batch added that nobody has touched since, in one
 * transaction, and marks the batch undone with what it removed and kept. Updates the batch made to people
 * already in the pool stay. A batch into a campaign that has since been archived is refused like an import.
 */
export async function undoImport(
  actor: Actor,
  db: Db,
  batchId: string,
): Promise<{ result: ImportUndoResult; campaignId: string | null }> {
  return db.transaction(async (tx) => {
    const batch = await lockBatch(tx, batchId);
    await campaignForImport(actor, tx, batch.campaignId, "undoing its import");
    const result = await removeUntouched(tx, batch, batch.createdProspectIds ?? []);
    await tx.execute(
      sql`update import_batches set undone_at = now(), undone_by = ${actor.id}::uuid,
            undo_result = ${JSON.stringify(result)}::jsonb
          where id = ${batchId}`,
    );
    return { result, campaignId: batch.campaignId };
  });
}
