import { and, eq, sql } from "drizzle-orm";
import type { FinalDisposition } from "../../../shared/contracts/prospects.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { calendlyBookings } from "../../core/db/schema/index.js";
import type { InviteeRecord } from "./calendly-invitee.js";

export type BookingRow = typeof calendlyBookings.$inferSelect;

/** A company's booking by Calendly's invitee URI or by its own id, locked for the transaction. */
export async function lockBooking(
  db: DbOrTx,
  companyId: string,
  by: { inviteeUri: string } | { id: string },
): Promise<BookingRow | null> {
  const which = "id" in by ? eq(calendlyBookings.id, by.id) : eq(calendlyBookings.inviteeUri, by.inviteeUri);
  const [row] = await db
    .select()
    .from(calendlyBookings)
    .where(and(eq(calendlyBookings.companyId, companyId), which))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** Stores an invitee's booking once: the id of the new row, or null when Calendly's URI was seen before. */
export async function insertBooking(
  db: DbOrTx,
  companyId: string,
  invitee: InviteeRecord,
  status: "unmatched" | "canceled",
): Promise<string | null> {
  const [row] = await db
    .insert(calendlyBookings)
    .values({
      companyId,
      inviteeUri: invitee.uri,
      inviteeName: invitee.name,
      inviteeEmail: invitee.email,
      linkedinUrl: invitee.linkedinKey,
      startsAt: invitee.startsAt,
      eventName: invitee.eventName,
      status,
      canceledAt: status === "canceled" ? sql`now()` : null,
    })
    .onConflictDoNothing({ target: [calendlyBookings.companyId, calendlyBookings.inviteeUri] })
    .returning({ id: calendlyBookings.id });
  return row?.id ?? null;
}

export async function markCanceled(db: DbOrTx, bookingId: string): Promise<void> {
  await db
    .update(calendlyBookings)
    .set({ status: "canceled", canceledAt: sql`now()` })
    .where(eq(calendlyBookings.id, bookingId));
}

export async function markMatched(
  db: DbOrTx,
  bookingId: string,
  assignmentId: string,
  meeting: { previous: FinalDisposition | null; eventId: number | null },
): Promise<void> {
  await db
    .update(calendlyBookings)
    .set({
      status: "matched",
      assignmentId,
      previousDisposition: meeting.previous,
      meetingEventId: meeting.eventId,
    })
    .where(eq(calendlyBookings.id, bookingId));
}

/**
 * The one prospect of the campaign the invitee is: by e-mail (case-insensitive) or by the LinkedIn
 * profile of the booking's answers (the pool's dedup key). Null when none is, or when several are (a
 * manager then decides).
 */
export async function findInviteeProspect(
  db: DbOrTx,
  campaignId: string,
  invitee: Pick<InviteeRecord, "email" | "linkedinKey">,
): Promise<string | null> {
  if (!invitee.email && !invitee.linkedinKey) return null;
  const keys = [invitee.linkedinKey, invitee.email ? `email:${invitee.email}` : null].filter(
    (key): key is string => key !== null,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id from assignments a join prospects p on p.id = a.prospect_id
        where a.campaign_id = ${campaignId}::uuid
          and (p.dedup_key = any(${sql.param(keys)}::text[])
            ${invitee.email ? sql`or lower(btrim(p.email)) = ${invitee.email}` : sql``})
        limit 2`,
  );
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
}
