import { type SQL, sql } from "drizzle-orm";
import { ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME } from "../../../shared/contracts/privacy.js";
import { PROGRESS_FLAGS } from "../../../shared/contracts/prospects.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { blankBookings } from "../calendly/index.js";
import { containsPattern } from "../prospects/index.js";
import { blankImportReports } from "./import-reports.js";
import { type People, personalHashes, texts, uuids } from "./person-lookup.js";

/** Activity event fields whose values are flags or fixed words; any other field's values are free text. */
export const FIXED_VALUE_FIELDS = [...PROGRESS_FLAGS, "sequenceTag", "finalDisposition"];

/** A dedup key that matches no profile or address, so the row never takes part in a dedup again. */
export const ERASED_KEY_PREFIX = "erased:";

/** Beyond this many addresses (a retention run), mail is matched by its recipient alone. */
const ADDRESS_SEARCH_LIMIT = 200;

/** Outgoing mail (outbox rows named `alias`) to one of these addresses, or naming one in its subject or text. */
export function outboxNaming(emails: readonly string[], alias = "o"): SQL {
  if (emails.length === 0) return sql`false`;
  const o = sql.raw(alias);
  const to = sql`lower(btrim(${o}.to_address)) = any(${texts(emails)})`;
  if (emails.length > ADDRESS_SEARCH_LIMIT) return to;
  const patterns = texts(emails.map(containsPattern));
  return sql`(${to} or ${o}.subject ilike any(${patterns}) or ${o}.body ilike any(${patterns})
    or ${o}.html ilike any(${patterns}))`;
}

/** Mail naming one of these full names in its text (a digest lists the week's replies by name and title). */
function outboxNamingNames(names: readonly string[], alias = "o"): SQL {
  if (names.length === 0 || names.length > ADDRESS_SEARCH_LIMIT) return sql`false`;
  const o = sql.raw(alias);
  const patterns = texts(names.map(containsPattern));
  return sql`(${o}.body ilike any(${patterns}) or ${o}.html ilike any(${patterns}))`;
}

export interface AnonymisedCounts {
  people: number;
  assignments: number;
  messages: number;
  activityEvents: number;
  importBatches: number;
  outgoingMail: number;
}

/**
 * Removes or anonymises everything held about these people, in the caller's transaction, while every
 * campaign figure stays as it was: no row that a count reads is deleted and no flag, tag, disposition or
 * time changes. The person's row keeps a neutral name and loses the rest; their messages' text, the
 * free-text values of their activity events, bad-data and skip reasons become empty; rows naming
 * them in import error reports are blanked; mail naming their address or full name is deleted; do-not-contact entries
 * naming them keep only their hash; Calendly bookings naming them lose the invitee's details. Set-based: a fixed number of statements whatever the volume.
 */
export async function anonymisePeople(tx: DbOrTx, people: People): Promise<AnonymisedCounts> {
  const ids = uuids(people.prospectIds);
  // Data-modifying WITH parts run to completion whether or not the final select reads them.
  const [counts] = await queryRows<Pick<AnonymisedCounts, "assignments" | "messages" | "activityEvents">>(
    tx,
    sql`with theirs as (
          -- Locked in id order first, as every write to many assignments does (ADR 0041).
          select id from assignments where prospect_id = any(${ids}) order by id for no key update
        ), reasons as (
          update assignments a set bad_data_reason = '' from theirs t
          where a.id = t.id and a.bad_data_reason <> '' returning 1
        ), blanked as (
          -- A message read from a LinkedIn export loses its key too: a digest of its text.
          update messages m set content = '', linkedin_key = null from conversations c join theirs t on t.id = c.assignment_id
          where m.conversation_id = c.id returning 1
        ), events as (
          update activity_events e set old_value = case when e.old_value is null then null else '' end,
            new_value = case when e.new_value is null then null else '' end
          from theirs t
          where e.assignment_id = t.id and e.field <> all(${texts(FIXED_VALUE_FIELDS)})
            and (e.old_value <> '' or e.new_value <> '')
          returning 1
        ), skips as (
          update queue_marks q set reason = '' from theirs t
          where q.assignment_id = t.id and q.reason <> '' returning 1
        )
        select (select count(*) from theirs)::int as assignments, (select count(*) from blanked)::int as messages,
          (select count(*) from events)::int as "activityEvents"`,
  );
  const names = await queryRows<{ name: string }>(
    tx,
    sql`select first_name || ' ' || last_name as name from prospects
        where id = any(${ids}) and first_name <> '' and last_name <> ''`,
  );
  const anonymised = await queryRows<{ id: string }>(
    tx,
    sql`update prospects set first_name = ${ANONYMISED_FIRST_NAME}, last_name = ${ANONYMISED_LAST_NAME},
          job_title = '', company = '', linkedin_name = null, linkedin_url = '', email = null, phone = null,
          dedup_key = ${ERASED_KEY_PREFIX} || id::text, updated_at = now()
        where id = any(${ids}) returning id`,
  );
  const importBatches = await blankImportReports(tx, people);
  await blankBookings(tx, people);
  const mail = await queryRows<{ id: string }>(
    tx,
    sql`delete from outbox o
        where ${outboxNaming(people.emails)} or ${outboxNamingNames(names.map((row) => row.name))}
        returning id`,
  );
  await tx.execute(
    sql`update suppressions set value = null, note = ''
        where kind in ('linkedin', 'email') and value_hash = any(${texts(personalHashes(people))})
          and (value is not null or note <> '')`,
  );
  return {
    people: anonymised.length,
    assignments: counts?.assignments ?? 0,
    messages: counts?.messages ?? 0,
    activityEvents: counts?.activityEvents ?? 0,
    importBatches,
    outgoingMail: mail.length,
  };
}
