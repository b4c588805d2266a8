import { sql } from "drizzle-orm";
import { idsWithColleagueReply } from "../../../shared/cadence/company-stop.js";
import {
  type AssignmentProgress,
  type CadencePlan,
  cadencePlan,
  type PlannedStep,
  planStep,
  prospectNextOf,
} from "../../../shared/cadence/next-step.js";
import type { Cadence } from "../../../shared/contracts/cadence.js";
import {
  CADENCE_STEPS,
  type CadenceStep,
  type FinalDisposition,
  PROGRESS_FLAGS,
  type ProgressFlag,
  type ProspectNext,
  type SequenceTag,
} from "../../../shared/contracts/prospects.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { readCadences } from "./cadence.service.js";

/** One assignment's progress as the planner reads it (PLAN_INPUT_SQL). */
export interface PlanInput {
  id: string;
  campaignId: string;
  setAt: Partial<Record<ProgressFlag, string | null>>;
  sequenceTag: SequenceTag;
  finalDisposition: FinalDisposition;
  badData: boolean;
  doNotContact: boolean;
  assignedAt: string;
  company: string | null;
  email: string | null;
  marks: { step: string; action: string; at: string }[] | null;
  /** The stored plan stops it because a colleague replied. */
  colleagueStop: boolean;
}

/** The planner's input for assignment `a` (person `p`) as one JSON object: a PlanInput. */
export const PLAN_INPUT_SQL = sql.raw(
  `json_build_object('id', a.id, 'campaignId', a.campaign_id,
   'setAt', json_build_object(${PROGRESS_FLAGS.map((flag) => `'${flag}', ${isoText(`a.${flag}_at`)}`).join(", ")}),
   'sequenceTag', a.sequence_tag, 'finalDisposition', a.final_disposition,
   'badData', a.bad_data_at is not null, 'doNotContact', a.suppression_id is not null, 'assignedAt', ${isoText("a.assigned_at")},
   'company', p.company, 'email', p.email,
   'marks', (select json_agg(json_build_object('step', m.step, 'action', m.action, 'at', ${isoText("m.created_at")}))
             from queue_marks m where m.assignment_id = a.id),
   'colleagueStop', coalesce((select pl2.stop_cause = 'colleague' from assignment_plans pl2
                              where pl2.assignment_id = a.id), false))`,
);

function progressOf(row: PlanInput, colleagueReplied: boolean): AssignmentProgress {
  // A plain loop: this runs for every record planned and every change answered.
  const flags = {} as Record<ProgressFlag, boolean>;
  for (const flag of PROGRESS_FLAGS) flags[flag] = Boolean(row.setAt[flag]);
  const skipped: Partial<Record<CadenceStep, string>> = {};
  let inviteWithdrawn = false;
  let keepInviteOpen = false;
  for (const mark of row.marks ?? []) {
    if (mark.step === "withdraw") {
      if (mark.action === "withdrawn") inviteWithdrawn = true;
      else keepInviteOpen = true;
    } else if ((CADENCE_STEPS as readonly string[]).includes(mark.step)) {
      skipped[mark.step as CadenceStep] = mark.at;
    }
  }
  return {
    flags,
    setAt: row.setAt,
    sequenceTag: row.sequenceTag,
    finalDisposition: row.finalDisposition,
    badData: row.badData,
    doNotContact: row.doNotContact,
    assignedAt: row.assignedAt,
    skipped,
    inviteWithdrawn,
    keepInviteOpen,
    colleagueReplied,
  };
}

/**
 * The next step of one assignment read with PLAN_INPUT_SQL, for answering a change at once (the stored
 * plan follows on the next read). A colleague's reply is taken from the stored plan.
 */
export function plannedNext(input: PlanInput, cadence: Cadence, now = new Date()): ProspectNext {
  return prospectNextOf(planStep(progressOf(input, input.colleagueStop), planOf(cadence), now));
}

// Cadences are kept as they were read (cadenceOfSettings, defaultCadence): so is their calendar.
const plans = new WeakMap<Cadence, CadencePlan>();
function planOf(cadence: Cadence): CadencePlan {
  let plan = plans.get(cadence);
  if (!plan) {
    plan = cadencePlan(cadence);
    plans.set(cadence, plan);
  }
  return plan;
}

/** A plan as its table row. */
const planRow = (assignmentId: string, campaignId: string, planned: PlannedStep) => ({
  assignment_id: assignmentId,
  campaign_id: campaignId,
  kind: planned.kind,
  step: "step" in planned ? planned.step : null,
  due_on: "dueOn" in planned ? planned.dueOn : null,
  stop_cause: planned.kind === "stopped" ? planned.cause : null,
  reason: planned.kind === "stopped" ? planned.reason : null,
});

async function writePlans(tx: DbOrTx, rows: ReturnType<typeof planRow>[]) {
  if (rows.length === 0) return;
  // Only plans that really change are written, so only they move the list version. Written in
  // assignment order, the one lock order of every write to many rows (ADR 0041).
  await tx.execute(sql`
    insert into assignment_plans as t (assignment_id, campaign_id, kind, step, due_on, stop_cause, reason)
    select r.assignment_id, r.campaign_id, r.kind, r.step, r.due_on, r.stop_cause, r.reason
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(
      assignment_id uuid, campaign_id uuid, kind text, step text, due_on date, stop_cause text, reason text)
    join assignments a on a.id = r.assignment_id
    order by r.assignment_id
    on conflict (assignment_id) do update set
      kind = excluded.kind, step = excluded.step, due_on = excluded.due_on,
      stop_cause = excluded.stop_cause, reason = excluded.reason
    where (t.kind, t.step, t.due_on, t.stop_cause, t.reason)
      is distinct from (excluded.kind, excluded.step, excluded.due_on, excluded.stop_cause, excluded.reason)`);
}

/**
 * Plans the given assignments of one campaign, or all of them (`null`, and always where the
 * company-wide stop links colleagues).
 */
async function planCampaign(
  tx: DbOrTx,
  campaignId: string,
  cadence: Cadence,
  staleIds: string[] | null,
  now: Date,
) {
  const companyWide = cadence.stopRules.companyWide;
  // The campaign as well as the ids: given thousands of ids alone (a cadence change), the planner
  // scans every campaign's assignments for them.
  const selected = await queryRows<{ input: PlanInput }>(
    tx,
    companyWide || staleIds === null
      ? sql`select ${PLAN_INPUT_SQL} as input from assignments a join prospects p on p.id = a.prospect_id
            where a.campaign_id = ${campaignId}`
      : sql`select ${PLAN_INPUT_SQL} as input from assignments a join prospects p on p.id = a.prospect_id
            where a.campaign_id = ${campaignId} and a.id = any(${sql.param(staleIds)}::uuid[])`,
  );
  const rows = selected.map((row) => row.input);
  const colleagues = companyWide ? idsWithColleagueReply(rows) : new Set<string>();
  const plan = cadencePlan(cadence);
  await writePlans(
    tx,
    rows.map((row) =>
      planRow(row.id, campaignId, planStep(progressOf(row, colleagues.has(row.id)), plan, now)),
    ),
  );
}

/**
 * Re-plans the stale assignments of the given campaigns (assignment_plan_stale, filled by triggers),
 * so what a reader answers next holds every change committed so far. One statement when nothing is
 * stale. `timeZone`: the app's, for campaigns without a saved cadence.
 */
export async function refreshPlans(
  db: Db,
  campaignIds: readonly string[],
  timeZone: string,
  now = new Date(),
): Promise<void> {
  if (campaignIds.length === 0) return;
  const stale = await queryRows<{ assignment_id: string; campaign_id: string }>(
    db,
    sql`select assignment_id, campaign_id from assignment_plan_stale
        where campaign_id = any(${sql.param(campaignIds)}::uuid[]) limit 1`,
  );
  if (stale.length === 0) return;
  await db.transaction(async (tx) => {
    const taken = await queryRows<{ assignment_id: string; campaign_id: string }>(
      tx,
      sql`delete from assignment_plan_stale where assignment_id in (
            select assignment_id from assignment_plan_stale
            where campaign_id = any(${sql.param(campaignIds)}::uuid[])
            order by assignment_id for update)
          returning assignment_id, campaign_id`,
    );
    const byCampaign = new Map<string, string[]>();
    for (const row of taken) {
      const ids = byCampaign.get(row.campaign_id);
      if (ids) ids.push(row.assignment_id);
      else byCampaign.set(row.campaign_id, [row.assignment_id]);
    }
    const cadences = await readCadences(tx, [...byCampaign.keys()], timeZone);
    for (const [campaignId, ids] of byCampaign) {
      await planCampaign(tx, campaignId, cadences.get(campaignId) as Cadence, ids, now);
    }
  });
}

/** Re-plans every assignment of a campaign at once (its cadence changed). */
export async function replanCampaign(db: Db, campaignId: string, timeZone: string, now = new Date()) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from assignment_plan_stale where assignment_id in (
      select assignment_id from assignment_plan_stale where campaign_id = ${campaignId}
      order by assignment_id for update)`);
    const cadences = await readCadences(tx, [campaignId], timeZone);
    await planCampaign(tx, campaignId, cadences.get(campaignId) as Cadence, null, now);
  });
}

/**
 * Plans the campaigns that have stale assignments, one campaign per transaction, so that a large
 * import or a new deployment is planned in the background rather than by the first reader. Answers
 * how many campaigns were planned.
 */
export async function planStaleCampaigns(db: Db, timeZone: string, now = new Date()): Promise<number> {
  const campaigns = await queryRows<{ campaign_id: string }>(
    db,
    sql`select distinct campaign_id from assignment_plan_stale`,
  );
  for (const { campaign_id } of campaigns) await refreshPlans(db, [campaign_id], timeZone, now);
  return campaigns.length;
}
