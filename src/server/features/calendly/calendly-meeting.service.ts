import { sql } from "drizzle-orm";
import type { FinalDisposition } from "../../../shared/contracts/prospects.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { readCadences } from "../cadence/index.js";
import { addMessage, ensureConversation, followDisposition } from "../conversations/index.js";
import { applyProspectChange } from "../prospects/index.js";

/** Who Calendly's changes are by: no user, so no SDR's figures count them. */
export const CALENDLY_ACTOR = { label: "Calendly" } as const;

/** What the conversation entry tells of a meeting. */
export interface MeetingDetails {
  eventName: string;
  startsAt: Date | null;
}

export interface MeetingTarget {
  assignmentId: string;
  campaignId: string;
}

type Wording = "booked" | "rescheduled" | "canceled";

/** "Meeting booked through Calendly: Intro call, Tue 1 Dec 2026, 15:00 GMT" in the campaign's time zone. */
function entryText(wording: Wording, details: MeetingDetails, timeZone: string): string {
  const when = details.startsAt
    ? new Intl.DateTimeFormat("en-GB", {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }).format(details.startsAt)
    : null;
  const about = [details.eventName.trim() || null, when].filter(Boolean).join(", ");
  return `Meeting ${wording} through Calendly${about ? `: ${about}` : ""}`;
}

/** The campaign's own time zone (its cadence's), else the app's. */
async function campaignTimeZone(db: DbOrTx, campaignId: string, appTimeZone: string): Promise<string> {
  const cadences = await readCadences(db, [campaignId], appTimeZone);
  return cadences.get(campaignId)?.timeZone ?? appTimeZone;
}

/** Locks the assignment of the campaign for the rest of the transaction; its disposition, or null. */
async function lockAssignment(db: DbOrTx, target: MeetingTarget): Promise<FinalDisposition | null> {
  const [row] = await queryRows<{ finalDisposition: FinalDisposition }>(
    db,
    sql`select final_disposition as "finalDisposition" from assignments
        where id = ${target.assignmentId}::uuid and campaign_id = ${target.campaignId}::uuid for no key update`,
  );
  return row?.finalDisposition ?? null;
}

/** The id of the assignment's latest final-disposition event, or null when it has none. */
async function latestDispositionEvent(db: DbOrTx, assignmentId: string): Promise<number | null> {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`select id from activity_events where assignment_id = ${assignmentId}::uuid and field = 'finalDisposition'
        order by id desc limit 1`,
  );
  return row ? Number(row.id) : null;
}

async function addEntry(
  db: DbOrTx,
  target: MeetingTarget,
  authorId: string | null,
  text: string,
): Promise<void> {
  const conversation = await ensureConversation(db, {
    id: target.assignmentId,
    campaignId: target.campaignId,
    finalDisposition: "Meeting",
  });
  await addMessage(db, authorId, conversation.id, { content: text, sender: "sdr", messageType: "sdr_reply" });
}

/**
 * Sets the prospect's final disposition to Meeting as Calendly, through the same statement as a PATCH
 * (its activity event, the conversation carried to "meeting"), and adds a conversation entry with the
 * meeting's time. In the caller's transaction. `previous` is the disposition before, and `eventId` the
 * event that set Meeting (null when the prospect was at Meeting already). Null when the assignment is
 * not the campaign's.
 */
export async function setMeeting(
  db: DbOrTx,
  target: MeetingTarget,
  details: MeetingDetails,
  options: { appTimeZone: string; authorId: string | null; wording: "booked" | "rescheduled" },
): Promise<{ previous: FinalDisposition; eventId: number | null } | null> {
  const previous = await lockAssignment(db, target);
  if (previous === null) return null;
  const result = await applyProspectChange(
    db,
    CALENDLY_ACTOR,
    target.assignmentId,
    { field: "finalDisposition", value: "Meeting" },
    options.appTimeZone,
  );
  if (!result) return null;
  if (result.changed) await followDisposition(db, target.assignmentId, "Meeting");
  const eventId = result.changed ? await latestDispositionEvent(db, target.assignmentId) : null;
  const timeZone = await campaignTimeZone(db, target.campaignId, options.appTimeZone);
  await addEntry(db, target, options.authorId, entryText(options.wording, details, timeZone));
  return { previous, eventId };
}

/**
 * Puts the prospect back to `previous` as Calendly, with a conversation entry, when nothing changed its
 * disposition since the booking set Meeting (`meetingEventId` is still its latest disposition event).
 * Whether it did.
 */
export async function revertMeeting(
  db: DbOrTx,
  target: MeetingTarget,
  booking: { meetingEventId: number | null; previousDisposition: FinalDisposition | null },
  details: MeetingDetails,
  appTimeZone: string,
): Promise<boolean> {
  const { meetingEventId, previousDisposition } = booking;
  if (meetingEventId === null || previousDisposition === null) return false;
  const current = await lockAssignment(db, target);
  if (current !== "Meeting") return false;
  if ((await latestDispositionEvent(db, target.assignmentId)) !== meetingEventId) return false;
  const result = await applyProspectChange(
    db,
    CALENDLY_ACTOR,
    target.assignmentId,
    { field: "finalDisposition", value: previousDisposition },
    appTimeZone,
  );
  if (!result?.changed) return false;
  await followDisposition(db, target.assignmentId, previousDisposition);
  const timeZone = await campaignTimeZone(db, target.campaignId, appTimeZone);
  await addEntry(db, target, null, entryText("canceled", details, timeZone));
  return true;
}
