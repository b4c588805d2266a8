import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";

/** The people a privacy action concerns, as privacy/person-lookup.ts finds them. */
interface PeopleKeys {
  prospectIds: readonly string[];
  profileKeys: readonly string[];
  emails: readonly string[];
}

/**
 * Calendly bookings (rows named `alias`) about these people: matched to one of their assignments, or
 * naming their e-mail address or LinkedIn profile (bookings keep both as the pool keys them).
 */
export function bookingsNaming(people: PeopleKeys, alias = "b"): SQL {
  const b = sql.raw(alias);
  return sql`(${b}.assignment_id in (select id from assignments where prospect_id = any(${sql.param([...people.prospectIds])}::uuid[]))
    or ${b}.invitee_email = any(${sql.param([...people.emails])}::text[])
    or ${b}.linkedin_url = any(${sql.param([...people.profileKeys])}::text[]))`;
}

/**
 * Blanks what bookings hold about these people (name, address, profile, the event's name), in the
 * caller's transaction. The rows stay: a later cancellation from Calendly still finds its booking by
 * Calendly's id, which names no one. How many were blanked.
 */
export async function blankBookings(tx: DbOrTx, people: PeopleKeys): Promise<number> {
  const blanked = await queryRows<{ id: string }>(
    tx,
    sql`update calendly_bookings b set invitee_name = '', invitee_email = null, linkedin_url = null, event_name = ''
        where ${bookingsNaming(people)}
          and (b.invitee_name <> '' or b.invitee_email is not null or b.linkedin_url is not null or b.event_name <> '')
        returning b.id`,
  );
  return blanked.length;
}
