import { sql } from "drizzle-orm";
import { PROGRESS_FLAGS } from "../../../shared/contracts/prospect-fields.js";
import {
  SEAT_IMPORT_NOT_FOUND,
  SEAT_IMPORT_UNDO_DAYS,
  type SeatImport,
} from "../../../shared/contracts/seats.js";
import type { SeatScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { flagColumn } from "./export-import.service.js";
import { readSeatImport } from "./seat-imports.service.js";

const ALREADY_UNDONE = "This import was undone already.";
const TOO_OLD = `An import can be undone for ${SEAT_IMPORT_UNDO_DAYS} days; this one is older.`;

/** Sets the flags the import added or corrected back, where nobody changed them since; events for the unticks. */
async function revertFlags(tx: DbOrTx, importId: string, actorId: string): Promise<void> {
  for (const flag of PROGRESS_FLAGS) {
    const column = sql.raw(flagColumn(flag));
    await tx.execute(sql`
      with reverted as (
        update assignments a
        set ${column} = nullif(f.previous, '')::timestamptz, updated_at = now()
        from seat_import_findings f
        where f.import_id = ${importId} and f.step = ${flag} and f.outcome in ('added', 'corrected')
          and a.id = f.assignment_id and a.${column} = f.linkedin_at
        returning a.id, a.campaign_id, f.outcome
      )
      insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
      select id, campaign_id, ${actorId}::uuid, ${flag}::text, 'true', 'false' from reverted where outcome = 'added'`);
  }
  await tx.execute(sql`
    with reverted as (
      update assignments a
      set final_disposition = f.previous, disposition_at = null, updated_at = now()
      from seat_import_findings f
      where f.import_id = ${importId} and f.step = 'reply' and f.outcome = 'added'
        and a.id = f.assignment_id and a.final_disposition = 'Reply' and a.disposition_at = f.linkedin_at
      returning a.id, a.campaign_id, f.previous
    )
    insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
    select id, campaign_id, ${actorId}::uuid, 'finalDisposition', 'Reply', previous from reverted`);
}

/** Removes the messages the import added, and the conversations it opened that now hold none. */
async function removeMessages(tx: DbOrTx, importId: string): Promise<void> {
  await tx.execute(sql`
    with removed as (
      delete from messages where seat_import_id = ${importId} returning conversation_id
    )
    update conversations c
    set last_message_at = (select max(m.created_at) from messages m where m.conversation_id = c.id)
    where c.id in (select conversation_id from removed)`);
  await tx.execute(sql`
    delete from conversations c
    where c.seat_import_id = ${importId} and not exists (select 1 from messages m where m.conversation_id = c.id)`);
}

/**
 * POST /api/seats/{id}/imports/{importId}/undo: takes back, as one batch, what an import added or
 * corrected, for SEAT_IMPORT_UNDO_DAYS. A step changed again since (ticked, unticked, re-dated) stays as
 * it is now. The import and its findings stay on record, marked undone.
 */
export async function undoExportImport(
  { actor, seatId }: SeatScope,
  db: Db,
  importId: string,
): Promise<{ result: SeatImport; campaignIds: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ undone: boolean; expired: boolean }>(
      tx,
      sql`select undone_at is not null as undone,
            created_at < now() - ${`${SEAT_IMPORT_UNDO_DAYS} days`}::interval as expired
          from seat_imports where id = ${importId} and seat_id = ${seatId}
          for update`,
    );
    if (!row) throw notFound(SEAT_IMPORT_NOT_FOUND);
    if (row.undone) throw conflict(ALREADY_UNDONE);
    if (row.expired) throw conflict(TOO_OLD);
    const campaigns = await queryRows<{ campaign_id: string }>(
      tx,
      sql`select distinct f.campaign_id from seat_import_findings f
          where f.import_id = ${importId} and f.outcome in ('added', 'corrected')`,
    );
    // The prospects it wrote, locked in id order as every writer of many prospects locks them.
    await tx.execute(sql`
      select a.id from assignments a
      where a.id in (select f.assignment_id from seat_import_findings f
        where f.import_id = ${importId} and f.outcome in ('added', 'corrected'))
      order by a.id for no key update`);
    await revertFlags(tx, importId, actor.id);
    await removeMessages(tx, importId);
    await tx.execute(
      sql`update seat_imports set undone_at = now(), undone_by = ${actor.id} where id = ${importId}`,
    );
    return {
      result: await readSeatImport(tx, importId),
      campaignIds: campaigns.map((campaign) => campaign.campaign_id),
    };
  });
}
