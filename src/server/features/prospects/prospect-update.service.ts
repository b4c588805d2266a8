import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { z } from "zod";
import { doNotContactText } from "../../../shared/contracts/privacy.js";
import {
  changeOfPatch,
  type Prospect,
  type ProspectFieldChange,
  type prospectPatchSchema,
} from "../../../shared/contracts/prospects.js";
import { PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { ProspectScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { preparedStatements } from "../../core/db/raw.js";
import { retryStatement } from "../../core/db/transaction-retry.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { PROSPECT_JOINS, PROSPECT_JSON } from "../../core/prospect-fields/prospect-columns.js";
import {
  cadenceOfSettings,
  guardInviteBudget,
  PLAN_INPUT_SQL,
  type PlanInput,
  plannedNext,
} from "../cadence/index.js";
import { followDisposition } from "../conversations/index.js";

const isProgressChange = (change: ProspectFieldChange) =>
  change.field !== "sequenceTag" && change.field !== "finalDisposition";

interface ChangeSql {
  column: SQL;
  /** The column's new value. */
  next: SQL;
  /** True when the locked row `t` differs from the new value. */
  differs: SQL;
  /** Old and new values as the activity event records them ("true"/"false", or the enum value). */
  oldText: SQL;
  newText: SQL;
  /** Other columns the change sets: the touch and the disposition time. */
  also: SQL;
}

/**
 * How a change of `field` to `value` reads in SQL; `value` is a parameter or a placeholder, so one
 * text serves every value of a field. A ticked flag keeps the time it was first set; unticking
 * clears it. A tick and a disposition change are touches (last_touch_at); a disposition change also
 * records when the disposition was reached. Sequence tag changes and unticks only move updated_at.
 */
export function changeSql(field: ProspectFieldChange["field"], value: SQLWrapper): ChangeSql {
  if (field === "sequenceTag" || field === "finalDisposition") {
    const column = sql.raw(field === "sequenceTag" ? "sequence_tag" : "final_disposition");
    return {
      column,
      next: sql`${value}`,
      differs: sql`t.${column} is distinct from ${value}`,
      oldText: sql`t.${column}`,
      newText: sql`${value}::text`,
      also: field === "finalDisposition" ? sql`, last_touch_at = now(), disposition_at = now()` : sql``,
    };
  }
  const column = sql.raw(`${field}_at`);
  const set = sql`${value}::boolean`;
  return {
    column,
    next: sql`case when ${set} then now() end`,
    // A prospect on the do-not-contact list keeps its progress as it is (updateProspectField answers 409).
    differs: sql`(t.${column} is null) = ${set} and t.suppression_id is null`,
    oldText: sql`case when t.${column} is null then 'false' else 'true' end`,
    newText: sql`${set}::text`,
    also: sql`, last_touch_at = case when ${set} then now() else a.last_touch_at end`,
  };
}

/** Who makes a change: a user's id, or the name of something that is no user (`{ label: "Calendly" }`). */
export type ChangeActor = string | { label: string };

/**
 * One change to an assignment as a single statement: locks the row, updates it when the value really
 * changes (with updated_at), writes the activity event (actor, field, old, new), and reads the
 * Prospect back with what its next step is planned from. Built once per field; the assignment, the
 * value and the actor are the statement's values.
 */
const changeStatement = preparedStatements((field: ProspectFieldChange["field"]) => {
  const c = changeSql(field, sql.placeholder("value"));
  return sql`with target as (
          select * from assignments where id = ${sql.placeholder("assignmentId")} for no key update
        ), changed as (
          update assignments a set ${c.column} = ${c.next}, updated_at = now() ${c.also}
          from target t
          where a.id = t.id and ${c.differs}
          returning a.*
        ), event as (
          insert into activity_events (assignment_id, campaign_id, actor_id, actor_label, field, old_value, new_value)
          select t.id, t.campaign_id, ${sql.placeholder("actorId")}::uuid, ${sql.placeholder("actorLabel")}::text,
            ${field}::text, ${c.oldText}, ${c.newText}
          from target t join changed on changed.id = t.id
        ), result as (
          select * from changed
          union all
          select * from target where not exists (select 1 from changed)
        )
        select ${PROSPECT_JSON} as "prospect", exists (select 1 from changed) as "changed",
          ${PLAN_INPUT_SQL} as "planInput", cc.settings as "cadenceSettings"
        from result a ${PROSPECT_JOINS}
        left join campaign_cadences cc on cc.campaign_id = a.campaign_id`;
});

/**
 * Applies one change to an assignment in a single statement (see changeStatement). Setting a value the
 * record already has writes nothing. Null when the id names nothing.
 * Does not check access: the route resolved the prospect scope.
 */
export async function applyProspectChange(
  db: DbOrTx,
  actor: ChangeActor,
  assignmentId: string,
  change: ProspectFieldChange,
  timeZone: string,
): Promise<{ prospect: Prospect; changed: boolean } | null> {
  const [row] = await changeStatement<{
    prospect: Prospect;
    changed: boolean;
    planInput: PlanInput;
    cadenceSettings: unknown;
  }>(db, change.field, {
    assignmentId,
    value: change.value,
    actorId: typeof actor === "string" ? actor : null,
    actorLabel: typeof actor === "string" ? null : actor.label,
  });
  if (!row) return null;
  const { prospect, changed, planInput, cadenceSettings } = row;
  // The stored plan is re-planned by the next reader; the answer carries the new next step already.
  prospect.next = plannedNext(planInput, cadenceOfSettings(cadenceSettings, timeZone));
  return { prospect, changed };
}

/**
 * PATCH /api/prospects/{id}: one field; the updated Prospect, and whether anything changed. A client gets 404 for
 * another company's prospect and 403 for its own. A disposition of Reply or Meeting carries the
 * prospect's conversation, if it has one, to the matching status. An invite over the campaign's
 * LinkedIn budget needs the SDR's confirmation (budget-guard.service.ts). A prospect on the do-not-contact
 * list keeps its progress: ticking or unticking a step answers 409 with the list's reason.
 */
export async function updateProspectField(
  { actor, prospectId: assignmentId }: ProspectScope,
  db: Db,
  patch: z.output<typeof prospectPatchSchema>,
  { timeZone, overBudgetConfirmed = false }: { timeZone: string; overBudgetConfirmed?: boolean },
): Promise<{ prospect: Prospect; changed: boolean }> {
  const change = changeOfPatch(patch);
  if (change.field === "invite" && change.value) {
    await guardInviteBudget({ actor, prospectId: assignmentId }, db, overBudgetConfirmed, timeZone);
  }
  // The statement itself tells whether the id exists.
  const apply = async (tx: DbOrTx) => {
    const result = await applyProspectChange(tx, actor.id, assignmentId, change, timeZone);
    if (!result) throw notFound(PROSPECT_NOT_FOUND);
    const suppressed = result.prospect.doNotContact;
    if (suppressed && isProgressChange(change)) throw conflict(doNotContactText(suppressed));
    if (result.changed && change.field === "finalDisposition") {
      await followDisposition(tx, assignmentId, change.value);
    }
    return result;
  };
  return change.field === "finalDisposition" ? db.transaction(apply) : retryStatement(db, () => apply(db));
}
