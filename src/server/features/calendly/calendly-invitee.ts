import type { CalendlyInvitee } from "../../../shared/contracts/calendly.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";
import type { MeetingDetails } from "./calendly-meeting.service.js";

/** A LinkedIn profile address anywhere in a text (with or without scheme, any subdomain). */
const PROFILE_URL = /(?:https?:\/\/)?(?:[a-z0-9-]+\.)*linkedin\.com\/in\/[^\s/?#"'<>),]+/i;

/** What a booking keeps of an invitee: the keys prospects are matched by, and the meeting's details. */
export interface InviteeRecord extends MeetingDetails {
  uri: string;
  name: string;
  /** Trimmed and lower-cased, or null. */
  email: string | null;
  /** The profile as the dedup key reads it ("linkedin.com/in/jane-doe"), from the booking's answers. */
  linkedinKey: string | null;
  oldInviteeUri: string | null;
  rescheduled: boolean;
}

/** The first LinkedIn profile named in the booking form's answers, as its dedup key. */
function linkedinKeyOf(invitee: CalendlyInvitee): string | null {
  for (const entry of invitee.questions_and_answers ?? []) {
    const found = entry.answer ? PROFILE_URL.exec(entry.answer) : null;
    const key = found ? normalizeLinkedinUrl(found[0]) : null;
    if (key?.startsWith("linkedin.com/in/")) return key;
  }
  return null;
}

export function inviteeRecord(invitee: CalendlyInvitee): InviteeRecord {
  const email = invitee.email?.trim().toLowerCase();
  const start = invitee.scheduled_event?.start_time;
  return {
    uri: invitee.uri,
    name: invitee.name?.trim() ?? "",
    email: email ? email : null,
    linkedinKey: linkedinKeyOf(invitee),
    eventName: invitee.scheduled_event?.name?.trim() ?? "",
    startsAt: start ? new Date(start) : null,
    oldInviteeUri: invitee.old_invitee?.trim() || null,
    rescheduled: invitee.rescheduled === true,
  };
}
