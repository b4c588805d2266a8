import type { CalendlyOutcome } from "../../../shared/contracts/calendly.js";
import type { FinalDisposition } from "../../../shared/contracts/prospects.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import {
  findInviteeProspect,
  insertBooking,
  lockBooking,
  markCanceled,
  markMatched,
} from "./calendly-booking-rows.js";
import type { InviteeRecord } from "./calendly-invitee.js";
import { revertMeeting, setMeeting } from "./calendly-meeting.service.js";

export type InviteeEvent = "invitee.created" | "invitee.canceled";

export interface InboundTarget {
  companyId: string;
  campaignId: string;
}

/** How one kind of invitee event is handled, inside the transaction `receiveInviteeEvent` opens. */
type InviteeHandler = (
  tx: DbOrTx,
  target: InboundTarget,
  invitee: InviteeRecord,
  appTimeZone: string,
) => Promise<CalendlyOutcome>;

/**
 * invitee.created: stores the booking once (a replay changes nothing) and, when it is one prospect's of
 * the company's campaign, sets that prospect to Meeting. A reschedule (`old_invitee`) carries the earlier
 * booking's prospect and the disposition a cancellation would restore, and ends the earlier booking, in
 * whichever order Calendly's two events arrive.
 */
const inviteeCreated: InviteeHandler = async (tx, target, invitee, appTimeZone) => {
  const bookingId = await insertBooking(tx, target.companyId, invitee, "unmatched");
  if (!bookingId) return "duplicate";
  const old = invitee.oldInviteeUri
    ? await lockBooking(tx, target.companyId, { inviteeUri: invitee.oldInviteeUri })
    : null;
  if (old && (old.status === "matched" || old.status === "unmatched")) await markCanceled(tx, old.id);
  const carried = old?.assignmentId && (old.status === "matched" || old.status === "canceled") ? old : null;
  const assignmentId = carried?.assignmentId ?? (await findInviteeProspect(tx, target.campaignId, invitee));
  if (!assignmentId) return "unmatched";
  const meeting = await setMeeting(tx, { assignmentId, campaignId: target.campaignId }, invitee, {
    appTimeZone,
    authorId: null,
    wording: carried ? "rescheduled" : "booked",
  });
  if (!meeting) return "unmatched";
  // Already at Meeting through the earlier booking: a cancellation restores what that one would have.
  const kept =
    carried && meeting.eventId === null
      ? {
          previous: carried.previousDisposition as FinalDisposition | null,
          eventId: carried.meetingEventId,
        }
      : { previous: meeting.previous, eventId: meeting.eventId };
  await markMatched(tx, bookingId, assignmentId, kept);
  return carried ? "rescheduled" : "matched";
};

/**
 * invitee.canceled: ends the booking. A matched one puts its prospect back to the disposition before
 * the meeting when nothing changed it since, unless the meeting was only rescheduled (the new booking's
 * invitee.created keeps the prospect at Meeting). A cancellation seen before its booking is stored, so
 * the late booking is not taken for a new one.
 */
const inviteeCanceled: InviteeHandler = async (tx, target, invitee, appTimeZone) => {
  const booking = await lockBooking(tx, target.companyId, { inviteeUri: invitee.uri });
  if (!booking) {
    const stored = await insertBooking(tx, target.companyId, invitee, "canceled");
    return stored ? "canceled" : "duplicate";
  }
  if (booking.status === "canceled") return "duplicate";
  await markCanceled(tx, booking.id);
  if (booking.status !== "matched" || !booking.assignmentId) return "canceled";
  if (invitee.rescheduled) return "rescheduled";
  const reverted = await revertMeeting(
    tx,
    { assignmentId: booking.assignmentId, campaignId: target.campaignId },
    {
      meetingEventId: booking.meetingEventId,
      previousDisposition: booking.previousDisposition as FinalDisposition | null,
    },
    { eventName: booking.eventName, startsAt: booking.startsAt },
    appTimeZone,
  );
  return reverted ? "reverted" : "canceled";
};

const HANDLERS: Record<InviteeEvent, InviteeHandler> = {
  "invitee.created": inviteeCreated,
  "invitee.canceled": inviteeCanceled,
};

/** One invitee event of the company's campaign, handled in a transaction of its own. */
export function receiveInviteeEvent(
  db: Db,
  event: InviteeEvent,
  target: InboundTarget,
  invitee: InviteeRecord,
  appTimeZone: string,
): Promise<CalendlyOutcome> {
  return db.transaction((tx) => HANDLERS[event](tx, target, invitee, appTimeZone));
}
