import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PROGRESS_FLAGS, type ProgressFlag } from "../../../shared/contracts/prospect-fields.js";
import type { SeatImport } from "../../../shared/contracts/seats.js";
import type { SeatScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { readCadences } from "../cadence/index.js";
import type { ExportArchive, MessageRow } from "./export/export-rows.js";
import { type Candidate, type Finding, type ImportPlan, planImport, profilesNamed } from "./export-match.js";
import { readSeatImport, type SeatOfImport, seatOfImport } from "./seat-imports.service.js";
import { seatAcceptanceWindow } from "./seat-window.js";

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

/** Each progress flag's column is its name with `_at`. */
export const flagColumn = (flag: ProgressFlag) => `${flag}_at`;

/** Each flag's time as milliseconds since the epoch: numbers read faster than timestamps or JSON. */
const FLAG_TIMES = PROGRESS_FLAGS.map(
  (flag) => `(extract(epoch from a.${flagColumn(flag)}) * 1000)::float8 as "${flag}"`,
).join(", ");

type CandidateRow = {
  id: string;
  campaign_id: string;
  dedup_key: string;
  final_disposition: string;
  assigned_at: number;
} & Record<ProgressFlag, number | null>;

const toCandidate = (row: CandidateRow): Candidate => {
  const at = {} as Candidate["at"];
  for (const flag of PROGRESS_FLAGS) {
    const ms = row[flag];
    at[flag] = ms === null ? null : new Date(ms);
  }
  return {
    id: row.id,
    campaignId: row.campaign_id,
    dedupKey: row.dedup_key,
    finalDisposition: row.final_disposition,
    assignedAt: new Date(row.assigned_at),
    at,
  };
};

/**
 * The listed prospects of the seat's campaigns (`where`), not on the do-not-contact list (their progress
 * stays as it is); locked in id order when `lock`.
 */
async function candidatesWhere(tx: DbOrTx, where: SQL, lock: boolean): Promise<Candidate[]> {
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`select a.id, a.campaign_id, p.dedup_key, a.final_disposition,
          (extract(epoch from a.assigned_at) * 1000)::float8 as assigned_at, ${sql.raw(FLAG_TIMES)}
        from assignments a join prospects p on p.id = a.prospect_id
        where ${where} and a.bad_data_at is null and a.suppression_id is null
        order by a.id
        ${lock ? sql`for no key update of a` : sql``}`,
  );
  return rows.map(toCandidate);
}

/**
 * The seat's prospects, those the archive names read again locked (in id order), so that a tick made
 * meanwhile is seen and never overwritten: only they can be written. The others are read for the
 * disagreements alone, which write nothing on a prospect.
 */
async function lockedCandidates(tx: DbOrTx, campaignIds: string[], named: Set<string>): Promise<Candidate[]> {
  const all = await candidatesWhere(tx, sql`a.campaign_id = any(${sql.param(campaignIds)}::uuid[])`, false);
  const toLock = all.filter((c) => named.has(c.dedupKey)).map((c) => c.id);
  if (toLock.length === 0) return all;
  const fresh = await candidatesWhere(tx, sql`a.id = any(${sql.param(toLock)}::uuid[])`, true);
  const lockedIds = new Set(toLock);
  return [...all.filter((c) => !lockedIds.has(c.id)), ...fresh];
}

/**
 * Sets each added or corrected flag to LinkedIn's time, and a first reply's disposition, in one statement:
 * every prospect's row is written once, whatever number of its steps the export confirmed.
 */
async function writeFlags(tx: DbOrTx, written: Finding[]): Promise<void> {
  if (written.length === 0) return;
  const rows = new Map<string, Partial<Record<Finding["step"], string>>>();
  for (const finding of written) {
    const row = rows.get(finding.assignmentId) ?? {};
    row[finding.step] = (finding.linkedinAt as Date).toISOString();
    rows.set(finding.assignmentId, row);
  }
  const ids = [...rows.keys()];
  const column = (step: Finding["step"]) =>
    sql`${sql.param(ids.map((id) => rows.get(id)?.[step] ?? null))}::timestamptz[]`;
  const sets = PROGRESS_FLAGS.map((flag) => {
    const name = sql.raw(flagColumn(flag));
    return sql`${name} = coalesce(v.${sql.raw(flag)}, a.${name})`;
  });
  await tx.execute(sql`
    update assignments a
    set ${sql.join(sets, sql`, `)},
      final_disposition = case when v.reply is null then a.final_disposition else 'Reply' end,
      disposition_at = coalesce(v.reply, a.disposition_at),
      last_touch_at = greatest(a.last_touch_at, ${sql.join(
        [...PROGRESS_FLAGS, "reply"].map((step) => sql.raw(`v.${step}`)),
        sql`, `,
      )}),
      updated_at = now()
    from unnest(${sql.param(ids)}::uuid[], ${sql.join(
      [...PROGRESS_FLAGS, "reply" as const].map(column),
      sql`, `,
    )}) as v(id, ${sql.raw([...PROGRESS_FLAGS, "reply"].join(", "))})
    where a.id = v.id`);
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

/** What the report lists: every finding but the confirmations, which are counted only. */
async function writeFindings(tx: DbOrTx, importId: string, all: Finding[]): Promise<void> {
  const findings = all.filter((finding) => finding.outcome !== "confirmed");
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
    const windowDays = seatAcceptanceWindow(cadences);
    const candidates = await lockedCandidates(tx, seat.campaignIds, profilesNamed(archive));
    const plan = planImport(archive, seat.profileKey, candidates, windowDays, messageKey, now);
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
      draftsSkipped: archive.draftsSkipped,
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
