import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PROGRESS_FLAGS, type ProgressFlag } from "../../../shared/contracts/prospect-fields.js";
import type { SeatImport } from "../../../shared/contracts/seats.js";
import type { SeatScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { readCadences } from "../cadence/index.js";
import type { ExportArchive, MessageRow } from "./export/export-rows.js";
import { type Candidate, type Finding, type ImportPlan, planImport } from "./export-match.js";
import { readSeatImport, type SeatOfImport, seatOfImport } from "./seat-imports.service.js";

/** Who made an export's changes, as activity events and the Scheduler's history name it. */
export const exportActor = (seatName: string) => `LinkedIn export (${seatName})`;

/**
 * A message's identity in its prospect's conversation: sender, time and text. LinkedIn's thread id is left
 * out, so a thread LinkedIn renumbers between archives is still recognised.
 */
const messageKey = (row: MessageRow) =>
  createHash("sha256")
    .update(`${row.sentAt.toISOString()}\n${row.senderKey ?? ""}\n${row.content}`)
    .digest("hex")
    .slice(0, 32);

const FLAG_COLUMN: Record<ProgressFlag, string> = Object.fromEntries(
  PROGRESS_FLAGS.map((flag) => [flag, flag === "connected" ? "connected_at" : `${flag}_at`]),
) as Record<ProgressFlag, string>;

const FLAG_TIMES = PROGRESS_FLAGS.map((flag) => `'${flag}', a.${FLAG_COLUMN[flag]}`).join(", ");

type CandidateRow = {
  id: string;
  campaign_id: string;
  dedup_key: string;
  final_disposition: string;
  at: Record<ProgressFlag, string | null>;
};

const toCandidate = (row: CandidateRow): Candidate => ({
  id: row.id,
  campaignId: row.campaign_id,
  dedupKey: row.dedup_key,
  finalDisposition: row.final_disposition,
  at: Object.fromEntries(
    PROGRESS_FLAGS.map((flag) => [flag, row.at[flag] ? new Date(row.at[flag] as string) : null]),
  ) as Candidate["at"],
});

/**
 * The listed prospects of the seat's campaigns (`where`), not on the do-not-contact list (their progress
 * stays as it is); locked in id order when `lock`.
 */
async function candidatesWhere(tx: DbOrTx, where: SQL, lock: boolean): Promise<Candidate[]> {
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`select a.id, a.campaign_id, p.dedup_key, a.final_disposition, json_build_object(${sql.raw(FLAG_TIMES)}) as at
        from assignments a join prospects p on p.id = a.prospect_id
        where ${where} and a.bad_data_at is null and a.suppression_id is null
        order by a.id
        ${lock ? sql`for no key update of a` : sql``}`,
  );
  return rows.map(toCandidate);
}

const touchedBy = (plan: ImportPlan) =>
  new Set([
    ...plan.findings
      .filter((f) => f.outcome === "added" || f.outcome === "corrected")
      .map((f) => f.assignmentId),
    ...plan.threads.map((t) => t.assignmentId),
  ]);

/**
 * Plans from an unlocked read, then locks the prospects the plan writes (in id order) and plans again
 * from their locked state, until every prospect written is locked: a tick made meanwhile is seen, never
 * overwritten.
 */
async function lockedPlan(
  tx: DbOrTx,
  campaignIds: string[],
  plan: (candidates: Candidate[]) => ImportPlan,
): Promise<ImportPlan> {
  const candidates = new Map(
    (await candidatesWhere(tx, sql`a.campaign_id = any(${sql.param(campaignIds)}::uuid[])`, false)).map(
      (c) => [c.id, c],
    ),
  );
  const locked = new Set<string>();
  for (;;) {
    const current = plan([...candidates.values()]);
    const toLock = [...touchedBy(current)].filter((id) => !locked.has(id)).sort();
    if (toLock.length === 0) return current;
    for (const id of toLock) candidates.delete(id);
    for (const fresh of await candidatesWhere(tx, sql`a.id = any(${sql.param(toLock)}::uuid[])`, true)) {
      candidates.set(fresh.id, fresh);
    }
    for (const id of toLock) locked.add(id);
  }
}

/** Sets each added or corrected flag to LinkedIn's time, one statement per flag; its activity events follow. */
async function writeFlags(tx: DbOrTx, written: Finding[]): Promise<void> {
  for (const flag of PROGRESS_FLAGS) {
    const mine = written.filter((finding) => finding.step === flag);
    if (mine.length === 0) continue;
    const column = sql.raw(FLAG_COLUMN[flag]);
    await tx.execute(sql`
      update assignments a
      set ${column} = v.at, last_touch_at = greatest(a.last_touch_at, v.at), updated_at = now()
      from unnest(${sql.param(mine.map((f) => f.assignmentId))}::uuid[], ${sql.param(mine.map((f) => (f.linkedinAt as Date).toISOString()))}::timestamptz[]) as v(id, at)
      where a.id = v.id`);
  }
  const replies = written.filter((finding) => finding.step === "reply");
  if (replies.length > 0) {
    await tx.execute(sql`
      update assignments a
      set final_disposition = 'Reply', disposition_at = v.at, last_touch_at = greatest(a.last_touch_at, v.at), updated_at = now()
      from unnest(${sql.param(replies.map((f) => f.assignmentId))}::uuid[], ${sql.param(replies.map((f) => (f.linkedinAt as Date).toISOString()))}::timestamptz[]) as v(id, at)
      where a.id = v.id`);
  }
}

/**
 * The activity events of what was added, at the time LinkedIn says it happened, by the export: Team KPIs
 * count them for the seat's SDR (or the campaign's), webhooks and digests like any tick. A corrected
 * invite moves its time only: no event, as nothing was sent again.
 */
async function writeEvents(
  tx: DbOrTx,
  added: Finding[],
  actorLabel: string,
  sdrId: string | null,
): Promise<void> {
  if (added.length === 0) return;
  await tx.execute(sql`
    insert into activity_events (assignment_id, campaign_id, actor_label, sdr_id, field, old_value, new_value, created_at)
    select v.id, v.campaign_id, ${actorLabel}::text, coalesce(${sdrId}::uuid, a.sdr_id), v.field, v.old_value, v.new_value, v.at
    from unnest(
      ${sql.param(added.map((f) => f.assignmentId))}::uuid[],
      ${sql.param(added.map((f) => f.campaignId))}::uuid[],
      ${sql.param(added.map((f) => (f.step === "reply" ? "finalDisposition" : f.step)))}::text[],
      ${sql.param(added.map((f) => (f.step === "reply" ? f.previous : "false")))}::text[],
      ${sql.param(added.map((f) => (f.step === "reply" ? "Reply" : "true")))}::text[],
      ${sql.param(added.map((f) => (f.linkedinAt as Date).toISOString()))}::timestamptz[]
    ) as v(id, campaign_id, field, old_value, new_value, at)
    join assignments a on a.id = v.id
    order by v.at`);
}

async function writeFindings(tx: DbOrTx, importId: string, findings: Finding[]): Promise<void> {
  if (findings.length === 0) return;
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  await tx.execute(sql`
    insert into seat_import_findings (import_id, assignment_id, campaign_id, step, outcome, linkedin_at, recorded_at, previous)
    select ${importId}::uuid, v.* from unnest(
      ${sql.param(findings.map((f) => f.assignmentId))}::uuid[],
      ${sql.param(findings.map((f) => f.campaignId))}::uuid[],
      ${sql.param(findings.map((f) => f.step))}::text[],
      ${sql.param(findings.map((f) => f.outcome))}::text[],
      ${sql.param(findings.map((f) => iso(f.linkedinAt)))}::timestamptz[],
      ${sql.param(findings.map((f) => iso(f.recordedAt)))}::timestamptz[],
      ${sql.param(findings.map((f) => (f.outcome === "added" || f.outcome === "corrected" ? (f.previous ?? "") : null)))}::text[]
    ) as v`);
}

/**
 * Each thread with a reply becomes the prospect's conversation, or joins it; each message is added once
 * (its LinkedIn key), so a later archive adds only what is new. Returns how many messages were added.
 */
async function writeThreads(tx: DbOrTx, importId: string, plan: ImportPlan): Promise<number> {
  if (plan.threads.length === 0) return 0;
  await tx.execute(sql`
    insert into conversations (assignment_id, campaign_id, status, seat_import_id)
    select v.id, v.campaign_id, case when a.final_disposition = 'Meeting' then 'meeting' else 'replied' end, ${importId}::uuid
    from unnest(${sql.param(plan.threads.map((t) => t.assignmentId))}::uuid[], ${sql.param(plan.threads.map((t) => t.campaignId))}::uuid[]) as v(id, campaign_id)
    join assignments a on a.id = v.id
    order by v.id
    on conflict (assignment_id) do nothing`);
  const messages = plan.threads.flatMap((thread) => thread.messages.map((message) => ({ thread, message })));
  const [row] = await queryRows<{ added: number }>(
    tx,
    sql`with added as (
          insert into messages (conversation_id, content, sender, message_type, created_at, seat_import_id, linkedin_key)
          select c.id, v.content, v.sender, case when v.sender = 'sdr' then 'sdr_reply' else 'prospect_reply' end, v.at, ${importId}::uuid, v.key
          from unnest(
            ${sql.param(messages.map((m) => m.thread.assignmentId))}::uuid[],
            ${sql.param(messages.map((m) => m.message.content))}::text[],
            ${sql.param(messages.map((m) => m.message.sender))}::text[],
            ${sql.param(messages.map((m) => m.message.sentAt.toISOString()))}::timestamptz[],
            ${sql.param(messages.map((m) => m.message.linkedinKey))}::text[]
          ) as v(assignment_id, content, sender, at, key)
          join conversations c on c.assignment_id = v.assignment_id
          on conflict (conversation_id, linkedin_key) where linkedin_key is not null do nothing
          returning conversation_id, created_at
        ), moved as (
          update conversations c set last_message_at = greatest(c.last_message_at, m.last)
          from (select conversation_id, max(created_at) as last from added group by conversation_id) m
          where c.id = m.conversation_id
        )
        select count(*)::int as added from added`,
  );
  return row?.added ?? 0;
}

/**
 * POST /api/seats/{id}/imports: reads a seat's LinkedIn data export against the prospects of the campaigns
 * it sends for, in one transaction (all or nothing). The seat is locked first, so two imports of one seat
 * queue; then the matched prospects, in id order. People who are not prospects are counted, never written.
 */
export async function importExport(
  { actor, seatId }: SeatScope,
  db: Db,
  archive: ExportArchive,
  timeZone: string,
  now = new Date(),
): Promise<{ result: SeatImport; campaignIds: string[] }> {
  return db.transaction(async (tx) => {
    const seat: SeatOfImport = await seatOfImport(tx, seatId);
    const cadences = await readCadences(tx, seat.campaignIds, timeZone);
    const windowDays = Math.min(21, ...[...cadences.values()].map((cadence) => cadence.acceptanceWindowDays));
    const plan = await lockedPlan(tx, seat.campaignIds, (candidates) =>
      planImport(archive, seat.profileKey, candidates, windowDays, messageKey, now),
    );
    const written = plan.findings.filter((f) => f.outcome === "added" || f.outcome === "corrected");
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into seat_imports (seat_id, actor_id, files, counts, pending_by_week, stale_pending)
          values (${seatId}, ${actor.id}, ${sql.param(archive.files)}::text[], '{}'::jsonb,
            ${plan.otherPendingByWeek ? JSON.stringify(plan.otherPendingByWeek) : null}::jsonb, ${plan.stalePending})
          returning id`,
    );
    const importId = (created as { id: string }).id;
    await writeFlags(tx, written);
    await writeEvents(
      tx,
      written.filter((f) => f.outcome === "added"),
      exportActor(seat.name),
      seat.ownerSdrId,
    );
    await writeFindings(tx, importId, plan.findings);
    const messagesAdded = await writeThreads(tx, importId, plan);
    const tally = (outcome: string, step?: string) =>
      plan.findings.filter((f) => f.outcome === outcome && (step === undefined || f.step === step)).length;
    const counts = {
      confirmed: tally("confirmed"),
      added: tally("added"),
      corrected: tally("corrected"),
      disagrees: tally("disagrees"),
      messagesAdded,
      repliesAdded: tally("added", "reply"),
      ...plan.counts,
    };
    await tx.execute(
      sql`update seat_imports set counts = ${JSON.stringify(counts)}::jsonb where id = ${importId}`,
    );
    const campaignIds = [
      ...new Set([...written.map((f) => f.campaignId), ...plan.threads.map((t) => t.campaignId)]),
    ];
    return { result: await readSeatImport(tx, importId), campaignIds };
  });
}
