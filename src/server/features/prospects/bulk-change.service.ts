import { sql } from "drizzle-orm";
import type { BulkChange } from "../../../shared/contracts/bulk-changes.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { accountOf, campaignDays, overBudget } from "../cadence/index.js";
import { STATUS_OF_DISPOSITION } from "../conversations/index.js";
import { bulkFieldSql } from "./bulk-change-sql.js";
import { keepForUndo } from "./bulk-undo.service.js";
import { changeSql } from "./prospect-update.service.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A changed record as it was before: what undo sets back. */
export interface KeptRecord {
  id: string;
  value: string | null;
  at: string | null;
  touch: string | null;
}

/** What a bulk change did, with what undoing it needs. */
export interface BulkOutcome {
  change: BulkChange;
  requested: number;
  /** The records that changed, as they were before. */
  previous: KeptRecord[];
  /** The conversations whose status followed the disposition, with their status before. */
  conversations: { id: string; status: string }[];
  /** The change's time: every changed record's updated_at, until someone changes it again. */
  stamp: string;
}

interface LockedRecord extends KeptRecord {
  doNotContact: boolean;
  invited: boolean;
}

const notFoundText = (missing: number, requested: number) =>
  `${missing} of the ${requested} selected prospects ${missing === 1 ? "is" : "are"} not in this campaign's list. Nothing was changed.`;

/**
 * POST /api/campaigns/{id}/prospects/bulk: one change for many records of one campaign, in one
 * transaction and a few set-based statements, all or nothing. Per record it does what the single PATCH
 * and POST /api/flag-bad-data do: a record that already has the value writes nothing; one that changes
 * gets its touch and disposition times and one activity event. Refused whole: an id that is not a listed
 * record of the campaign (404, with how many), a step change touching a record on the do-not-contact list
 * (409), invites beyond the LinkedIn budget unless confirmed (409, code over_budget). What undoing it
 * needs is kept in the same transaction (bulk-undo.service.ts).
 */
export async function applyBulkChange(
  { actor, campaignId }: CampaignScope,
  db: Db,
  { ids, change }: { ids: string[]; change: BulkChange },
  { timeZone, overBudgetConfirmed }: { timeZone: string; overBudgetConfirmed: boolean },
): Promise<BulkOutcome & { changeId: string; undoUntil: string }> {
  const wellFormed = ids.filter((id) => UUID.test(id));
  if (wellFormed.length < ids.length)
    throw notFound(notFoundText(ids.length - wellFormed.length, ids.length));
  const f = bulkFieldSql(change);
  return db.transaction(async (tx) => {
    const locked = await queryRows<LockedRecord>(
      tx,
      sql`select t.id, ${f.value} as value, ${f.at} as at, t.last_touch_at::text as touch,
            t.suppression_id is not null as "doNotContact", t.invite_at is not null as invited
          from assignments t
          where t.campaign_id = ${campaignId} and t.bad_data_at is null
            and t.id = any(${sql.param(wellFormed)}::uuid[])
          order by t.id
          for no key update`,
    );
    if (locked.length < ids.length) throw notFound(notFoundText(ids.length - locked.length, ids.length));
    if (change.field !== "badData" && change.field !== "sequenceTag" && change.field !== "finalDisposition") {
      const kept = locked.filter((record) => record.doNotContact).length;
      if (kept > 0) {
        throw conflict(
          `${kept} of the selected prospects ${kept === 1 ? "is" : "are"} on the do-not-contact list: their progress stays as it is. Nothing was changed.`,
          "ids",
        );
      }
      if (change.field === "invite" && change.value) {
        const toTick = locked.filter((record) => !record.invited).map((record) => record.id);
        await guardBulkInvites(tx, { actorId: actor.id, campaignId }, toTick, overBudgetConfirmed, timeZone);
      }
    }
    const changedIds = await writeChange(tx, actor.id, locked, change);
    const changed = new Set(changedIds.map((row) => row.id));
    const stamp = changedIds[0]?.stamp ?? "";
    const status = change.field === "finalDisposition" ? STATUS_OF_DISPOSITION[change.value] : undefined;
    const conversations =
      status && changed.size > 0
        ? await queryRows<{ id: string; status: string }>(
            tx,
            sql`with before as (
                  select id, status from conversations
                  where assignment_id = any(${sql.param([...changed])}::uuid[]) and status <> ${status}
                  order by id
                  for no key update
                ), followed as (
                  update conversations c set status = ${status} from before b where c.id = b.id
                )
                select id, status from before`,
          )
        : [];
    const outcome: BulkOutcome = {
      change,
      requested: ids.length,
      previous: locked
        .filter((record) => changed.has(record.id))
        .map(({ id, value, at, touch }) => ({ id, value, at, touch })),
      conversations,
      stamp,
    };
    return { ...outcome, ...(await keepForUndo(tx, { actorId: actor.id, campaignId }, outcome)) };
  });
}

/** The update and its activity events, one statement: the changed ids and the change's time. */
function writeChange(
  tx: DbOrTx,
  actorId: string,
  locked: LockedRecord[],
  change: BulkChange,
): Promise<{ id: string; stamp: string }[]> {
  const ids = sql`${sql.param(locked.map((record) => record.id))}::uuid[]`;
  if (change.field === "badData") {
    return queryRows(
      tx,
      sql`with changed as (
            update assignments a
            set bad_data_at = now(), bad_data_by = ${actorId}, bad_data_reason = ${change.reason}, updated_at = now()
            where a.id = any(${ids}) and a.bad_data_at is null
            returning a.id, a.campaign_id
          ), event as (
            insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
            select id, campaign_id, ${actorId}::uuid, 'badData', null, ${change.reason}::text from changed
          )
          select id, now()::text as stamp from changed`,
    );
  }
  const c = changeSql(change.field, sql.param(change.value));
  return queryRows(
    tx,
    sql`with changed as (
          update assignments a set ${c.column} = ${c.next}, updated_at = now() ${c.also}
          from assignments t
          where a.id = t.id and t.id = any(${ids}) and ${c.differs}
          returning a.id
        ), event as (
          insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
          select t.id, t.campaign_id, ${actorId}::uuid, ${change.field}::text, ${c.oldText}, ${c.newText}
          from assignments t join changed on changed.id = t.id
        )
        select id, now()::text as stamp from changed`,
  );
}

/**
 * Invites ticked beyond what the campaign's LinkedIn budget has left need the SDR's confirmation, as a
 * single tick does (budget-guard.service.ts); each confirmed one over the budget is recorded.
 */
async function guardBulkInvites(
  tx: DbOrTx,
  { actorId, campaignId }: { actorId: string; campaignId: string },
  toTick: string[],
  confirmed: boolean,
  timeZone: string,
): Promise<void> {
  if (toTick.length === 0) return;
  const [day] = await campaignDays(tx, [{ id: campaignId, client: "" }], timeZone, new Date());
  if (!day || toTick.length <= day.invites.remaining) return;
  const { remaining, sentToday, sentLast7Days } = day.invites;
  if (!confirmed) {
    throw overBudget(
      `${accountOf(day.seat)} has ${remaining} ${remaining === 1 ? "invite" : "invites"} left in its budget; ticking ${toTick.length} goes over it. Send anyway?`,
    );
  }
  await tx.execute(sql`
    insert into budget_overrides (campaign_id, assignment_id, actor_id, sent_last_7_days, sent_today)
    select ${campaignId}, id, ${actorId}, ${sentLast7Days}, ${sentToday}
    from unnest(${sql.param(toTick.slice(Math.max(0, remaining)))}::uuid[]) as id`);
}
