import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import { calendlySignature } from "../../src/server/features/calendly/calendly-signature.js";
import { calendlyWebhookPath } from "../../src/shared/contracts/calendly.js";
import type { Api } from "./management.js";

export interface InviteeOptions {
  uri?: string;
  email?: string | null;
  name?: string;
  /** Answers of the booking form, e.g. a LinkedIn profile address. */
  answers?: string[];
  eventName?: string;
  startTime?: string;
  rescheduled?: boolean;
  oldInvitee?: string | null;
}

/** A new Calendly invitee URI, as Calendly names a booking. */
export const inviteeUri = () =>
  `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;

/** A Calendly webhook body for one invitee, with the fields Calendly sends that matter here. */
export function calendlyEvent(event: string, options: InviteeOptions = {}) {
  return {
    event,
    created_at: new Date().toISOString(),
    created_by: "https://api.calendly.com/users/AAAA",
    payload: {
      uri: options.uri ?? inviteeUri(),
      email: options.email === undefined ? "someone@example.test" : options.email,
      name: options.name ?? "Someone Booking",
      status: event === "invitee.canceled" ? "canceled" : "active",
      rescheduled: options.rescheduled ?? false,
      old_invitee: options.oldInvitee ?? null,
      questions_and_answers: (options.answers ?? []).map((answer, position) => ({
        question: `Question ${position + 1}`,
        answer,
        position,
      })),
      scheduled_event: {
        name: options.eventName ?? "Intro call",
        start_time: options.startTime ?? "2030-01-15T15:00:00.000000Z",
        uri: `https://api.calendly.com/scheduled_events/${randomUUID()}`,
      },
    },
  };
}

/** POSTs a body to a company's inbound address, signed with `key` at `unixSeconds` (now by default). */
export function postCalendly(
  api: Api,
  companyId: string,
  body: unknown,
  key: string | null,
  options: { unixSeconds?: number; signature?: string; rawBody?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const raw = options.rawBody ?? JSON.stringify(body);
  const signature =
    options.signature ??
    (key === null ? undefined : calendlySignature(key, raw, options.unixSeconds ?? Date.now() / 1000));
  return api.post(calendlyWebhookPath(companyId), raw, {
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    headers: {
      "content-type": "application/json",
      ...(signature === undefined ? {} : { "calendly-webhook-signature": signature }),
    },
  });
}

export interface BookingState {
  status: string;
  assignmentId: string | null;
  previousDisposition: string | null;
  meetingEventId: string | null;
}

/** A company's stored bookings by invitee URI. */
export async function bookingsOf(db: DbOrTx, companyId: string): Promise<Map<string, BookingState>> {
  const rows = await queryRows<BookingState & { inviteeUri: string }>(
    db,
    sql`select invitee_uri as "inviteeUri", status, assignment_id as "assignmentId",
          previous_disposition as "previousDisposition", meeting_event_id::text as "meetingEventId"
        from calendly_bookings where company_id = ${companyId}::uuid`,
  );
  return new Map(rows.map(({ inviteeUri: uri, ...state }) => [uri, state]));
}

/** A prospect's conversation entries, oldest first. */
export async function conversationEntries(db: DbOrTx, assignmentId: string): Promise<string[]> {
  const rows = await queryRows<{ content: string }>(
    db,
    sql`select m.content from messages m join conversations c on c.id = m.conversation_id
        where c.assignment_id = ${assignmentId}::uuid order by m.created_at, m.id`,
  );
  return rows.map((row) => row.content);
}
