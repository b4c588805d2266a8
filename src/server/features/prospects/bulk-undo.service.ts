import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { BULK_UNDO_SECONDS } from "../../../shared/contracts/bulk-changes.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import type { BulkOutcome } from "./bulk-change.service.js";
import { bulkFieldSql } from "./bulk-change-sql.js";

export const NOTHING_TO_UNDO = `Nothing to undo: a change to many prospects can be undone for ${BULK_UNDO_SECONDS} seconds, by whoever made it.`;

interface KeptChange extends BulkOutcome {
  actorId: string;
  campaignId: string;
  expiresAt: number;
}

/**
 * The bulk changes that can still be undone, kept by the server that made them for BULK_UNDO_SECONDS
 * (the client offers undo for less). Only the SDR who made a change may undo it, once.
 */
export function createBulkUndoStore(now = () => Date.now()) {
  const kept = new Map<string, KeptChange>();
  const sweep = () => {
    for (const [id, change] of kept) if (change.expiresAt <= now()) kept.delete(id);
  };
  return {
    keep(scope: CampaignScope, outcome: BulkOutcome): { changeId: string; undoUntil: string } {
      sweep();
      const changeId = randomUUID();
      const expiresAt = now() + BULK_UNDO_SECONDS * 1000;
      if (outcome.previous.length > 0) {
        kept.set(changeId, { ...outcome, actorId: scope.actor.id, campaignId: scope.campaignId, expiresAt });
      }
      return { changeId, undoUntil: new Date(expiresAt).toISOString() };
    },
    /** Takes the change out (an undo is tried once); 404 when it is not the caller's to undo. */
    take({ actor, campaignId }: CampaignScope, changeId: string): KeptChange {
      sweep();
      const change = kept.get(changeId);
      if (!change || change.actorId !== actor.id || change.campaignId !== campaignId) {
        throw notFound(NOTHING_TO_UNDO);
      }
      kept.delete(changeId);
      return change;
    },
  };
}
export type BulkUndoStore = ReturnType<typeof createBulkUndoStore>;

/**
 * POST /api/campaigns/{id}/prospects/bulk/{changeId}/undo: sets every changed record back to what it
 * was, all or nothing, with one activity event per record (new -> old), so figures stay exact. Refused
 * (409) when anyone changed one of the records since.
 */
export async function undoBulkChange(
  db: Db,
  actorId: string,
  change: KeptChange,
): Promise<{ restored: number }> {
  const f = bulkFieldSql(change.change);
  const ids = sql`${sql.param(change.previous.map((record) => record.id))}::uuid[]`;
  return db.transaction(async (tx) => {
    const [check] = await queryRows<{ moved: number }>(
      tx,
      sql`with locked as (
            select id, updated_at from assignments where id = any(${ids}) for update
          )
          select count(*)::int as moved from locked where updated_at <> ${change.stamp}::timestamptz`,
    );
    const moved = check?.moved ?? 0;
    if (moved > 0) {
      throw conflict(
        `${moved} of the ${change.previous.length} changed prospects ${moved === 1 ? "was" : "were"} changed again since. Nothing was undone.`,
      );
    }
    const [done] = await queryRows<{ restored: number }>(
      tx,
      sql`with p as (
            select * from jsonb_to_recordset(${JSON.stringify(change.previous)}::jsonb)
              as p(id uuid, value text, at text, touch text)
          ), restored as (
            update assignments a set ${f.restore}, updated_at = now()
            from p where a.id = p.id
            returning a.id
          ), event as (
            insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
            select t.id, t.campaign_id, ${actorId}::uuid, ${f.field}::text, ${f.current}, p.value
            from assignments t join p on p.id = t.id
          )
          select count(*)::int as restored from restored`,
    );
    if (change.conversations.length > 0) {
      await tx.execute(sql`
        update conversations c set status = k.status
        from jsonb_to_recordset(${JSON.stringify(change.conversations)}::jsonb) as k(id uuid, status text)
        where c.id = k.id`);
    }
    return { restored: done?.restored ?? 0 };
  });
}
