import { z } from "zod";
import { namedRefSchema } from "./common.js";

/** The one answer to any inbound call that is not signed with the company's key: it reveals nothing. */
export const CALENDLY_SIGNATURE_REFUSED =
  "Invalid Calendly signature: the event was not signed with this company's Calendly signing key.";
export const CALENDLY_COMPANY_NOT_FOUND = "Company not found";
export const CALENDLY_BOOKING_NOT_FOUND = "Booking not found";
export const CALENDLY_PROSPECT_NOT_FOUND = "Prospect not found in this company's campaign";
export const CALENDLY_BOOKING_NOT_OPEN = "This booking is no longer waiting to be matched";

export const CALENDLY_SIGNING_KEY_MIN = 16;
export const CALENDLY_SIGNING_KEY_MAX = 200;

/** Where Calendly sends a company's events (after the server's public address). */
export const calendlyWebhookPath = (companyId: string) =>
  `/api/calendly/${encodeURIComponent(companyId)}/webhook`;

// ---- inbound events (Calendly's webhook body) ----------------------------------------------------

/**
 * The envelope of every Calendly webhook; only invitee.created and invitee.canceled are read further.
 * Messages name no field: the server names it ("payload.email: must be text").
 */
export const calendlyEnvelopeSchema = z.object(
  {
    event: z.string({ error: "must be the event's type, e.g. invitee.created" }),
    payload: z.unknown(),
  },
  { error: "must be a Calendly event: an object with event and payload" },
);

/** An invitee event's payload: the fields read here (Calendly sends more). */
export const calendlyInviteeSchema = z.object(
  {
    uri: z.string({ error: "must be the invitee's URI" }).trim().min(1, "must be the invitee's URI"),
    email: z.string({ error: "must be text" }).trim().nullish(),
    name: z.string({ error: "must be text" }).nullish(),
    status: z.string({ error: "must be text" }).nullish(),
    rescheduled: z.boolean({ error: "must be true or false" }).nullish(),
    old_invitee: z.string({ error: "must be the earlier invitee's URI" }).nullish(),
    questions_and_answers: z
      .array(
        z.object({
          question: z.string({ error: "must be text" }).nullish(),
          answer: z.string({ error: "must be text" }).nullish(),
        }),
        { error: "must be a list of questions and answers" },
      )
      .nullish(),
    scheduled_event: z
      .object(
        {
          name: z.string({ error: "must be text" }).nullish(),
          start_time: z.iso.datetime({ offset: true, error: "must be an ISO 8601 date-time" }).nullish(),
          uri: z.string({ error: "must be text" }).nullish(),
        },
        { error: "must be the event's details" },
      )
      .nullish(),
  },
  { error: "must be the invitee's details" },
);
export type CalendlyInvitee = z.infer<typeof calendlyInviteeSchema>;

/** What happened to an inbound event. */
export const CALENDLY_OUTCOMES = [
  "matched",
  "unmatched",
  "rescheduled",
  "canceled",
  "reverted",
  "duplicate",
  "ignored",
] as const;
export type CalendlyOutcome = (typeof CALENDLY_OUTCOMES)[number];
export const calendlyReceiptSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(CALENDLY_OUTCOMES),
});
export type CalendlyReceipt = z.infer<typeof calendlyReceiptSchema>;

// ---- settings ------------------------------------------------------------------------------------

export const calendlyCompanyParamsSchema = z.object({
  companyId: z.uuid({ error: "Not a valid company id" }),
});
export const calendlyBookingParamsSchema = calendlyCompanyParamsSchema.extend({
  bookingId: z.uuid({ error: "Not a valid booking id" }),
});

/** PUT .../signing-key: sets or replaces the company's key, as Calendly shows it. */
export const calendlySigningKeySchema = z.object({
  signingKey: z
    .string({ error: "Enter the signing key" })
    .trim()
    .min(CALENDLY_SIGNING_KEY_MIN, `The signing key must be at least ${CALENDLY_SIGNING_KEY_MIN} characters`)
    .max(CALENDLY_SIGNING_KEY_MAX, `The signing key must be at most ${CALENDLY_SIGNING_KEY_MAX} characters`)
    .regex(/^\S+$/, "The signing key cannot contain spaces"),
});
export type CalendlySigningKey = z.input<typeof calendlySigningKeySchema>;

/** A company's Calendly connection as managers see it: the key itself is never sent back. */
export const calendlyCompanySchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  campaignId: z.string(),
  /** When the signing key was last set; null without one (the inbound address then refuses every call). */
  keySetAt: z.string().nullable(),
  keySetBy: z.string().nullable(),
  /** The address to paste into Calendly. */
  webhookUrl: z.string(),
  unmatchedCount: z.number(),
});
export type CalendlyCompany = z.infer<typeof calendlyCompanySchema>;

export const CALENDLY_BOOKING_STATUSES = ["matched", "unmatched", "canceled", "dismissed"] as const;
export type CalendlyBookingStatus = (typeof CALENDLY_BOOKING_STATUSES)[number];

export const calendlyBookingSchema = z.object({
  id: z.string(),
  inviteeName: z.string(),
  inviteeEmail: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  eventName: z.string(),
  startsAt: z.string().nullable(),
  status: z.enum(CALENDLY_BOOKING_STATUSES),
  receivedAt: z.string(),
  canceledAt: z.string().nullable(),
  /** The prospect (the campaign assignment) it was matched to. */
  prospect: namedRefSchema.nullable(),
});
export type CalendlyBooking = z.infer<typeof calendlyBookingSchema>;

/** The bookings waiting for a manager, and the latest matched (or later canceled) ones. */
export const calendlyBookingsSchema = z.object({
  unmatched: z.array(calendlyBookingSchema),
  recent: z.array(calendlyBookingSchema),
});
export type CalendlyBookings = z.infer<typeof calendlyBookingsSchema>;

/** POST .../bookings/:bookingId/match: the prospect (the listed prospect's `id`) the booking is for. */
export const calendlyMatchSchema = z.object({
  prospectId: z.uuid({ error: "prospectId must be the id of a prospect in this company's campaign" }),
});
export type CalendlyMatch = z.input<typeof calendlyMatchSchema>;
