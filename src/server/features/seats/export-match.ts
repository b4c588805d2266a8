import {
  FOLLOW_UP_FLAGS,
  MESSAGE_FLAGS,
  type ProgressFlag,
} from "../../../shared/contracts/prospect-fields.js";
import type { ImportOutcome } from "../../../shared/contracts/seats.js";
import type { ExportArchive, MessageRow } from "./export/export-rows.js";
import { isoWeekOf } from "./iso-week.js";

/** The k-th message the seat sent in a prospect's thread ticks the k-th of these. */
const MESSAGE_STEPS = [...MESSAGE_FLAGS, ...FOLLOW_UP_FLAGS] as const;
/** An invite ticked within this of LinkedIn's time agrees with it (LinkedIn writes minutes). */
const SAME_TIME_MS = 60_000;
/** A connection date is a calendar day: it is recorded at noon UTC, the same date in almost every zone. */
const connectionTime = (day: string) => new Date(`${day}T12:00:00Z`);

/** A prospect of a campaign the seat sends for, as locked before the import writes. */
export interface Candidate {
  id: string;
  campaignId: string;
  dedupKey: string;
  finalDisposition: string;
  /** When the prospect was placed in the campaign. */
  assignedAt: Date;
  /** Each progress flag's time, null when not ticked. */
  at: Record<ProgressFlag, Date | null>;
}

export interface Finding {
  assignmentId: string;
  campaignId: string;
  /** A progress flag, or "reply". */
  step: ProgressFlag | "reply";
  outcome: ImportOutcome;
  linkedinAt: Date | null;
  recordedAt: Date | null;
  /** For undo: the value before (a time as ISO text, or the disposition); null when nothing was written. */
  previous: string | null;
}

export interface ImportedMessage {
  linkedinKey: string;
  sender: "sdr" | "prospect";
  sentAt: Date;
  content: string;
}

/** A prospect's thread with at least one reply: it becomes (or joins) the prospect's conversation. */
export interface ReplyThread {
  assignmentId: string;
  campaignId: string;
  messages: ImportedMessage[];
}

export interface ImportPlan {
  findings: Finding[];
  threads: ReplyThread[];
  counts: {
    groupConversationsSkipped: number;
    sponsoredSkipped: number;
    notProspects: number;
  };
  /** Outgoing pending invitations to people who are not prospects, by ISO week: counts only. */
  otherPendingByWeek: Record<string, number> | null;
  /** Outgoing pending invitations older than the acceptance window, prospects or not. */
  stalePending: number | null;
}

/** A message's identity across archives: its thread, sender, time and text, digested by the caller. */
export type MessageKey = (row: MessageRow) => string;

/** Every profile the archive names: whom a write can concern. */
export function profilesNamed(archive: ExportArchive): Set<string> {
  const keys = new Set<string>();
  for (const row of archive.connections ?? []) if (row.profileKey) keys.add(row.profileKey);
  for (const row of archive.invitations ?? []) if (row.inviteeKey) keys.add(row.inviteeKey);
  for (const row of archive.messages ?? []) {
    if (row.senderKey) keys.add(row.senderKey);
    for (const key of row.recipientKeys) keys.add(key);
  }
  return keys;
}

interface Thread {
  rows: MessageRow[];
  participants: Set<string>;
  sponsored: boolean;
}

function threadsOf(rows: readonly MessageRow[]): Map<string, Thread> {
  const threads = new Map<string, Thread>();
  for (const row of rows) {
    let thread = threads.get(row.conversationId);
    if (!thread) {
      thread = { rows: [], participants: new Set(), sponsored: false };
      threads.set(row.conversationId, thread);
    }
    thread.rows.push(row);
    thread.sponsored ||= row.sponsored;
    for (const key of [row.senderKey, ...row.recipientKeys]) if (key) thread.participants.add(key);
  }
  return threads;
}

/**
 * Compares a seat's data export with the record of the prospects it sends to, and says what to write:
 * pure, so every rule is tested without a database. Only rows matching a candidate are carried into the
 * plan; everything else is counted and forgotten. A step is never unticked: one ticked here that
 * LinkedIn's record lacks is a disagreement, listed for a person to look at.
 */
export function planImport(
  archive: ExportArchive,
  seatKey: string,
  candidates: readonly Candidate[],
  acceptanceWindowDays: number,
  messageKey: MessageKey,
  now: Date,
): ImportPlan {
  const byKey = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const list = byKey.get(candidate.dedupKey) ?? [];
    list.push(candidate);
    byKey.set(candidate.dedupKey, list);
  }
  const findings: Finding[] = [];
  const find = (
    c: Candidate,
    step: Finding["step"],
    outcome: ImportOutcome,
    linkedinAt: Date | null,
    recordedAt: Date | null,
    previous: string | null = null,
  ) =>
    findings.push({
      assignmentId: c.id,
      campaignId: c.campaignId,
      step,
      outcome,
      linkedinAt,
      recordedAt,
      previous,
    });

  // A flag LinkedIn's record shows at `linkedinAt`: added when not ticked, else confirmed (or, for the invite, corrected when ticked later).
  const seen = (c: Candidate, step: ProgressFlag, linkedinAt: Date) => {
    const recorded = c.at[step];
    if (!recorded) return find(c, step, "added", linkedinAt, null, "");
    if (step === "invite" && recorded.getTime() - linkedinAt.getTime() > SAME_TIME_MS) {
      return find(c, step, "corrected", linkedinAt, recorded, recorded.toISOString());
    }
    find(c, step, "confirmed", linkedinAt, recorded);
  };

  // Invitations: the pending ones LinkedIn lists (accepted ones are connections).
  const invited = new Set<string>();
  let otherPendingByWeek: Record<string, number> | null = null;
  let stalePending: number | null = null;
  if (archive.invitations) {
    otherPendingByWeek = {};
    stalePending = 0;
    const staleBefore = now.getTime() - acceptanceWindowDays * 86_400_000;
    for (const row of archive.invitations) {
      if (row.direction !== "OUTGOING") continue;
      if (row.sentAt.getTime() < staleBefore) stalePending += 1;
      const matched = row.inviteeKey ? byKey.get(row.inviteeKey) : undefined;
      if (!matched) {
        const week = isoWeekOf(row.sentAt);
        otherPendingByWeek[week] = (otherPendingByWeek[week] ?? 0) + 1;
        continue;
      }
      for (const c of matched) {
        invited.add(c.id);
        seen(c, "invite", row.sentAt);
      }
    }
  }

  // Connections.
  const connected = new Set<string>();
  if (archive.connections) {
    for (const row of archive.connections) {
      const matched = row.profileKey ? byKey.get(row.profileKey) : undefined;
      for (const c of matched ?? []) {
        connected.add(c.id);
        const at = connectionTime(row.connectedOn);
        seen(c, "connected", at);
        // An accepted invitation leaves Invitations.csv: a prospect who connected on or after the day they
        // joined the campaign was invited, and the connection's day stands for the invite. One connected
        // before was in the seat's network already, and is not counted as invited.
        const joined = c.assignedAt.toISOString().slice(0, 10);
        if (!c.at.invite && !invited.has(c.id) && row.connectedOn >= joined) {
          invited.add(c.id);
          find(c, "invite", "added", at, null, "");
        }
      }
    }
  }

  // Messages: one thread per conversation; only a thread between the seat and one prospect is read.
  const counts = { groupConversationsSkipped: 0, sponsoredSkipped: 0, notProspects: 0 };
  const sent = new Map<string, number>();
  const replied = new Set<string>();
  const threads: ReplyThread[] = [];
  if (archive.messages) {
    for (const thread of threadsOf(archive.messages).values()) {
      if (thread.sponsored) {
        counts.sponsoredSkipped += 1;
        continue;
      }
      const others = [...thread.participants].filter((key) => key !== seatKey);
      if (others.length > 1) {
        counts.groupConversationsSkipped += 1;
        continue;
      }
      const matched = others[0] ? byKey.get(others[0]) : undefined;
      if (!matched) {
        counts.notProspects += 1;
        continue;
      }
      const ordered = [...thread.rows].sort(
        (a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.line - b.line,
      );
      const fromSeat = ordered.filter((row) => row.senderKey === seatKey);
      const firstReply = ordered.find((row) => row.senderKey !== seatKey);
      for (const c of matched) {
        sent.set(c.id, fromSeat.length);
        fromSeat.slice(0, MESSAGE_STEPS.length).forEach((row, index) => {
          seen(c, MESSAGE_STEPS[index] as ProgressFlag, row.sentAt);
        });
        if (!firstReply) continue;
        replied.add(c.id);
        if (c.finalDisposition === "New" || c.finalDisposition === "No Reply") {
          find(c, "reply", "added", firstReply.sentAt, null, c.finalDisposition);
        } else {
          find(c, "reply", "confirmed", firstReply.sentAt, null);
        }
        threads.push({
          assignmentId: c.id,
          campaignId: c.campaignId,
          messages: ordered.map((row) => ({
            linkedinKey: messageKey(row),
            sender: row.senderKey === seatKey ? "sdr" : "prospect",
            sentAt: row.sentAt,
            content: row.content,
          })),
        });
      }
    }
  }

  // Ticked here, absent from LinkedIn's record: listed, never unticked. Judged only from the files read.
  for (const c of candidates) {
    if (
      archive.invitations &&
      archive.connections &&
      c.at.invite &&
      !invited.has(c.id) &&
      !connected.has(c.id)
    ) {
      find(c, "invite", "disagrees", null, c.at.invite);
    }
    if (archive.connections && c.at.connected && !connected.has(c.id)) {
      find(c, "connected", "disagrees", null, c.at.connected);
    }
    if (archive.messages) {
      const count = sent.get(c.id) ?? 0;
      MESSAGE_STEPS.forEach((step, index) => {
        if (index >= count && c.at[step]) find(c, step, "disagrees", null, c.at[step]);
      });
      if (
        !replied.has(c.id) &&
        (c.finalDisposition === "Reply" || c.finalDisposition === "Meeting") &&
        sent.has(c.id)
      ) {
        find(c, "reply", "disagrees", null, null);
      }
    }
  }
  return { findings, threads, counts, otherPendingByWeek, stalePending };
}
