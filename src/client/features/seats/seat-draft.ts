import type { z } from "zod";
import type { AccountType } from "../../../shared/contracts/cadence";
import {
  DEFAULT_ACCEPTANCE_ALERT_PERCENT,
  type newSeatSchema,
  type Seat,
} from "../../../shared/contracts/seats";
import { checkLinkedinProfileUrl } from "../../../shared/linkedin-url";

/** What the Add seat and Edit seat dialog holds: numbers as typed, the owner as "sdr:<id>" or "client:<id>". */
export interface SeatDraft {
  name: string;
  profileUrl: string;
  owner: string;
  accountType: AccountType;
  invitesPerDay: string;
  invitesPer7Days: string;
  messagesPerDay: string;
  acceptanceAlertPercent: string;
  campaignIds: string[];
}

export type SeatBody = z.input<typeof newSeatSchema>;

/** The request fields the server may name in a refusal, each shown under its own input. */
export const SEAT_FIELDS = [
  "name",
  "profileUrl",
  "owner",
  "budget.accountType",
  "budget.invitesPerDay",
  "budget.invitesPer7Days",
  "budget.messagesPerDay",
  "acceptanceAlertPercent",
  "campaignIds",
] as const;
export type SeatField = (typeof SEAT_FIELDS)[number];
export type SeatErrors = Partial<Record<SeatField | "form", string>>;

/** A new seat starts with the budget a new campaign has (a free account's). */
export const emptySeatDraft = (): SeatDraft => ({
  name: "",
  profileUrl: "",
  owner: "",
  accountType: "free",
  invitesPerDay: "20",
  invitesPer7Days: "100",
  messagesPerDay: "100",
  acceptanceAlertPercent: String(DEFAULT_ACCEPTANCE_ALERT_PERCENT),
  campaignIds: [],
});

export const ownerValue = (kind: "sdr" | "client", id: string) => `${kind}:${id}`;

export function draftFromSeat(seat: Seat): SeatDraft {
  return {
    name: seat.name,
    profileUrl: seat.profileUrl,
    owner: ownerValue(seat.owner.kind, seat.owner.id),
    accountType: seat.budget.accountType,
    invitesPerDay: String(seat.budget.invitesPerDay),
    invitesPer7Days: String(seat.budget.invitesPer7Days),
    messagesPerDay: String(seat.budget.messagesPerDay),
    acceptanceAlertPercent: String(seat.acceptanceAlertPercent),
    campaignIds: seat.campaigns.map((campaign) => campaign.id),
  };
}

/** A whole number from min to max typed in a field, or the sentence saying what is wanted. */
function wholeNumber(text: string, label: string, min: number, max: number): number | string {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return `${label}: enter a whole number from ${min} to ${max}.`;
  const value = Number(trimmed);
  if (value < min || value > max) return `${label}: enter a whole number from ${min} to ${max}.`;
  return value;
}

/** The body to send, or a message under every field that is not right yet. */
export function checkSeatDraft(draft: SeatDraft): { body: SeatBody } | { errors: SeatErrors } {
  const errors: SeatErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = "Enter a name for the seat, for example the person's name.";
  const profile = checkLinkedinProfileUrl(draft.profileUrl);
  if (!draft.profileUrl.trim()) errors.profileUrl = "Enter the seat's LinkedIn profile URL.";
  else if (!profile.ok) errors.profileUrl = profile.reason;
  const [kind, ownerId] = draft.owner.split(":");
  if (!ownerId || (kind !== "sdr" && kind !== "client")) {
    errors.owner = "Choose who the LinkedIn account belongs to.";
  }
  const perDay = wholeNumber(draft.invitesPerDay, "Invites per day", 0, 1000);
  const per7Days = wholeNumber(draft.invitesPer7Days, "Invites per 7 days", 0, 1000);
  const messages = wholeNumber(draft.messagesPerDay, "Messages per day", 0, 1000);
  const alert = wholeNumber(draft.acceptanceAlertPercent, "Acceptance alert", 0, 100);
  if (typeof perDay === "string") errors["budget.invitesPerDay"] = perDay;
  if (typeof per7Days === "string") errors["budget.invitesPer7Days"] = per7Days;
  if (typeof messages === "string") errors["budget.messagesPerDay"] = messages;
  if (typeof alert === "string") errors.acceptanceAlertPercent = alert;
  if (typeof perDay === "number" && typeof per7Days === "number" && perDay > per7Days) {
    errors["budget.invitesPerDay"] = "Invites per day can't be more than invites per 7 days.";
  }
  if (
    Object.keys(errors).length > 0 ||
    typeof perDay === "string" ||
    typeof per7Days === "string" ||
    typeof messages === "string" ||
    typeof alert === "string" ||
    !ownerId
  ) {
    return { errors };
  }
  return {
    body: {
      name,
      profileUrl: draft.profileUrl.trim(),
      owner: kind === "sdr" ? { kind: "sdr", sdrId: ownerId } : { kind: "client", companyId: ownerId },
      budget: {
        accountType: draft.accountType,
        invitesPerDay: perDay,
        invitesPer7Days: per7Days,
        messagesPerDay: messages,
      },
      acceptanceAlertPercent: alert,
      campaignIds: draft.campaignIds,
    },
  };
}

/** The field a server refusal names ("budget.invitesPerDay", "owner.sdrId"), if the dialog shows it. */
export function fieldOfFailure(field: string | undefined): SeatField | null {
  if (!field) return null;
  return SEAT_FIELDS.find((known) => field === known || field.startsWith(`${known}.`)) ?? null;
}
