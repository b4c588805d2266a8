import { type SQL, sql } from "drizzle-orm";
import {
  CALENDLY_BOOKING_NOT_FOUND,
  CALENDLY_BOOKING_NOT_OPEN,
  CALENDLY_PROSPECT_NOT_FOUND,
  type CalendlyBooking,
  type CalendlyBookings,
} from "../../../shared/contracts/calendly.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { lockBooking, markMatched } from "./calendly-booking-rows.js";
import { setMeeting } from "./calendly-meeting.service.js";

/** Unmatched bookings listed at most; a list this long means the matching needs a look anyway. */
const UNMATCHED_LIMIT = 200;
const RECENT_LIMIT = 20;

const BOOKING_SELECT = sql.raw(
  [
    `b.id`,
    `b.invitee_name as "inviteeName"`,
    `b.invitee_email as "inviteeEmail"`,
    `b.linkedin_url as "linkedinUrl"`,
    `b.event_name as "eventName"`,
    `${isoText("b.starts_at")} as "startsAt"`,
    `b.status`,
    `${isoText("b.received_at")} as "receivedAt"`,
    `${isoText("b.canceled_at")} as "canceledAt"`,
    `case when a.id is null then null
       else json_build_object('id', a.id, 'name', trim(p.first_name || ' ' || p.last_name)) end as prospect`,
  ].join(", "),
);

function selectBookings(companyId: string, where: SQL, limit: number) {
  return sql`select ${BOOKING_SELECT}
    from calendly_bookings b
    left join assignments a on a.id = b.assignment_id
    left join prospects p on p.id = a.prospect_id
    where b.company_id = ${companyId}::uuid and ${where}
    order by b.received_at desc, b.id
    limit ${limit}`;
}

/** GET /api/calendly/companies/:companyId/bookings: the ones waiting for a manager, the latest matched ones. */
export async function listBookings(db: DbOrTx, companyId: string): Promise<CalendlyBookings> {
  const [unmatched, recent] = await Promise.all([
    queryRows<CalendlyBooking>(db, selectBookings(companyId, sql`b.status = 'unmatched'`, UNMATCHED_LIMIT)),
    queryRows<CalendlyBooking>(db, selectBookings(companyId, sql`b.assignment_id is not null`, RECENT_LIMIT)),
  ]);
  return { unmatched, recent };
}

async function readBooking(db: DbOrTx, companyId: string, bookingId: string): Promise<CalendlyBooking> {
  const [row] = await queryRows<CalendlyBooking>(
    db,
    selectBookings(companyId, sql`b.id = ${bookingId}::uuid`, 1),
  );
  if (!row) throw notFound(CALENDLY_BOOKING_NOT_FOUND);
  return row;
}

async function lockOpenBooking(db: DbOrTx, companyId: string, bookingId: string) {
  const booking = await lockBooking(db, companyId, { id: bookingId });
  if (!booking) throw notFound(CALENDLY_BOOKING_NOT_FOUND);
  if (booking.status !== "unmatched") throw conflict(CALENDLY_BOOKING_NOT_OPEN);
  return booking;
}

/**
 * POST .../bookings/:bookingId/match: a manager names the prospect (an assignment of the company's
 * campaign) an unmatched booking is for; the same as a booking that matched by itself. 404 for a
 * prospect of another company's campaign, 409 once the booking is no longer waiting.
 */
export async function matchBooking(
  actor: Actor,
  db: Db,
  target: { companyId: string; campaignId: string },
  bookingId: string,
  assignmentId: string,
  appTimeZone: string,
): Promise<CalendlyBooking> {
  await db.transaction(async (tx) => {
    const booking = await lockOpenBooking(tx, target.companyId, bookingId);
    const meeting = await setMeeting(
      tx,
      { assignmentId, campaignId: target.campaignId },
      { eventName: booking.eventName, startsAt: booking.startsAt },
      { appTimeZone, authorId: actor.id, wording: "booked" },
    );
    if (!meeting) throw notFound(CALENDLY_PROSPECT_NOT_FOUND);
    await markMatched(tx, booking.id, assignmentId, meeting);
  });
  return readBooking(db, target.companyId, bookingId);
}

/** POST .../bookings/:bookingId/dismiss: the booking is no prospect's; it leaves the waiting list. */
export async function dismissBooking(db: Db, companyId: string, bookingId: string): Promise<CalendlyBooking> {
  await db.transaction(async (tx) => {
    const booking = await lockOpenBooking(tx, companyId, bookingId);
    await tx.execute(sql`update calendly_bookings set status = 'dismissed' where id = ${booking.id}::uuid`);
  });
  return readBooking(db, companyId, bookingId);
}
