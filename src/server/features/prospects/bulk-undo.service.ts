import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { BULK_UNDO_SECONDS, type BulkChange } from "../../../shared/contracts/bulk-changes.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import type { BulkOutcome } from "./bulk-change.service.js";
import { bulkFieldSql } from "./bulk-change-sql.js";

export const NOTHING_TO_UNDO = `Nothing to undo: a change to many prospects can be undone for ${BULK_UNDO_SECONDS} seconds, by whoever made it.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Keeps what undoing a bulk change needs in `bulk_change_undos` for BULK_UNDO_SECONDS (the client offers
 * undo for less), in the change's own transaction, so that any app server can undo it. A change that
 * changed nothing keeps nothing: its id answers 404 like an unknown one.
 */
export async function keepForUndo(
  tx: DbOrTx,
  { actorId, campaignId }: { actorId: string; campaignId: string },
  { change, previous, conversations, stamp }: BulkOutcome,
): Promise<{ changeId: string; undoUntil: string }> {
  if (previous.length === 0) {
    return {
      changeId: randomUUID(),
      undoUntil: new Date(Date.now() + BULK_UNDO_SECONDS * 1000).toISOString(),
    };
  }
  const [kept] = await queryRows<{ changeId: string; until: number }>(
    tx,
    sql`insert into bulk_change_undos (campaign_id, actor_id, change, stamp, assignment_ids, previous_values,
          previous_ats, previous_touches, conversation_ids, conversation_statuses, expires_at)
        values (${campaignId}, ${actorId}, ${JSON.stringify(change)}::jsonb, ${stamp}::timestamptz,
          ${sql.param(previous.map((record) => record.id))}::uuid[],
          ${sql.param(previous.map((record) => record.value))}::text[],
          ${sql.param(previous.map((record) => record.at))}::timestamptz[],
          ${sql.param(previous.map((record) => record.touch))}::timestamptz[],
          ${sql.param(conversations.map((conversation) => conversation.id))}::uuid[],
          ${sql.param(conversations.map((conversation) => conversation.status))}::text[],
          now() + make_interval(secs => ${BULK_UNDO_SECONDS}))
        returning id as "changeId", (extract(epoch from expires_at) * 1000)::float8 as until`,
  );
  if (!kept) throw new Error("the bulk change's undo was not kept");
  return { changeId: kept.changeId, undoUntil: new Date(kept.until).toISOString() };
}

/** Deletes the undos whose time is up (the prune-expired-rows job); an expired one is never undone. */
export async function deleteExpiredBulkUndos(db: DbOrTx): Promise<number> {
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from bulk_change_undos where expires_at < now() returning id`,
  );
  return deleted.length;
}

/**
 * POST /api/campaigns/{id}/prospects/bulk/{changeId}/undo: sets every changed record back to what it
 * was, all or nothing, with one activity event per record (new -> old), so figures stay exact. Only the
 * user who made the change may undo it, in its campaign, within BULK_UNDO_SECONDS, and once: the kept
 * undo is locked and deleted in the undo's transaction, so of two undos at once (on any servers) the
 * second finds nothing (404). Refused (409) when anyone changed one of the records since; that try
 * uses the undo up too.
 */
export async function undoBulkChange(
  { actor, campaignId }: CampaignScope,
  db: Db,
  changeId: string,
): Promise<{ restored: number; conversations: number }> {
  if (!UUID.test(changeId)) throw notFound(NOTHING_TO_UNDO);
  const outcome = await db.transaction(async (tx) => {
    const [kept] = await queryRows<{ change: BulkChange; records: number; conversations: number }>(
      tx,
      sql`select change, cardinality(assignment_ids) as records, cardinality(conversation_ids) as conversations
          from bulk_change_undos
          where id = ${changeId} and actor_id = ${actor.id} and campaign_id = ${campaignId}
            and expires_at > now()
          for update`,
    );
    if (!kept) return undefined;
    const used = sql`delete from bulk_change_undos where id = ${changeId}`;
    const [check] = await queryRows<{ moved: number }>(
      tx,
      sql`with locked as (
            select a.updated_at, k.stamp
            from bulk_change_undos k, unnest(k.assignment_ids) as u(id), assignments a
            where k.id = ${changeId} and a.id = u.id
            order by a.id
            for no key update of a
          )
          select count(*)::int as moved from locked where updated_at <> stamp`,
    );
    const moved = check?.moved ?? 0;
    if (moved > 0) {
      await tx.execute(used);
      return { moved, records: kept.records };
    }
    const f = bulkFieldSql(kept.change);
    const [done] = await queryRows<{ restored: number }>(
      tx,
      sql`with p as (
            select u.id, u.value, u.at, u.touch
            from bulk_change_undos k,
              unnest(k.assignment_ids, k.previous_values, k.previous_ats, k.previous_touches)
                as u(id, value, at, touch)
            where k.id = ${changeId}
          ), restored as (
            update assignments a set ${f.restore}, updated_at = now()
            from p where a.id = p.id
            returning a.id
          ), event as (
            insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
            select t.id, t.campaign_id, ${actor.id}::uuid, ${f.field}::text, ${f.current}, p.value
            from assignments t join p on p.id = t.id
          )
          select count(*)::int as restored from restored`,
    );
    if (kept.conversations > 0) {
      await tx.execute(sql`
        update conversations c set status = k.status
        from bulk_change_undos u, unnest(u.conversation_ids, u.conversation_statuses) as k(id, status)
        where u.id = ${changeId} and c.id = k.id`);
    }
    await tx.execute(used);
    return { restored: done?.restored ?? 0, conversations: kept.conversations };
  });
  if (!outcome) throw notFound(NOTHING_TO_UNDO);
  if ("moved" in outcome) {
    const { moved, records } = outcome;
    throw conflict(
      `${moved} of the ${records} changed prospects ${moved === 1 ? "was" : "were"} changed again since. Nothing was undone.`,
    );
  }
  return outcome;
}
