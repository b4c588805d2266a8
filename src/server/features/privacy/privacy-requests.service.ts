import { sql } from "drizzle-orm";
import { localDateOf } from "../../../shared/cadence/business-days.js";
import {
  type ErasureResult,
  PRIVACY_REQUEST_DONE,
  PRIVACY_REQUEST_DUE_MONTHS,
  PRIVACY_REQUEST_NOT_ACCESS,
  PRIVACY_REQUEST_NOT_ERASURE,
  PRIVACY_REQUEST_NOT_FOUND,
  type PrivacyRequest,
  type PrivacyRequestKind,
} from "../../../shared/contracts/privacy.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, fieldError, notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { anonymisePeople } from "./anonymise-people.js";
import { type PersonIdentifier, personIdentifier, personIdentifierError } from "./person-identifier.js";
import { findPeople, type People, personalHashes, texts } from "./person-lookup.js";
import { recordPrivacyEvent } from "./privacy-log.js";
import { addEntries } from "./suppression.service.js";
import { plural } from "./wording.js";

const REQUEST_SELECT = sql.raw(
  `r.id, r.kind, r.subject, to_char(r.received_on, 'YYYY-MM-DD') as "receivedOn",
   to_char(r.due_on, 'YYYY-MM-DD') as "dueOn", ${isoText("r.completed_at")} as "completedAt",
   coalesce(cs.name, cu.name, cu.email) as "createdBy", coalesce(ds.name, du.name, du.email) as "completedBy"
   from privacy_requests r
   left join users cu on cu.id = r.created_by left join sdrs cs on cs.user_id = r.created_by
   left join users du on du.id = r.completed_by left join sdrs ds on ds.user_id = r.completed_by`,
);

export async function readRequest(db: DbOrTx, id: string): Promise<PrivacyRequest> {
  const [request] = await queryRows<PrivacyRequest>(
    db,
    sql`select ${REQUEST_SELECT} where r.id = ${id}::uuid`,
  );
  if (!request) throw notFound(PRIVACY_REQUEST_NOT_FOUND);
  return request;
}

/** GET /api/privacy/requests: every request, newest first. */
export async function listPrivacyRequests(_actor: Actor, db: Db): Promise<{ requests: PrivacyRequest[] }> {
  const requests = await queryRows<PrivacyRequest>(
    db,
    sql`select ${REQUEST_SELECT} order by r.created_at desc, r.id desc`,
  );
  return { requests };
}

/**
 * POST /api/privacy/requests: records an erasure or access request about the person a LinkedIn profile
 * URL or e-mail names, due one month after it arrived (a date in the app's time zone, not in the future).
 */
export async function createPrivacyRequest(
  actor: Actor,
  db: Db,
  body: { kind: PrivacyRequestKind; subject: string; receivedOn: string },
  timeZone: string,
): Promise<PrivacyRequest> {
  const identifier = personIdentifier(body.subject);
  if (!identifier) throw fieldError("subject", personIdentifierError(body.subject));
  if (body.receivedOn > localDateOf(new Date(), timeZone)) {
    throw fieldError("receivedOn", "The date received cannot be in the future");
  }
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into privacy_requests (kind, subject, subject_hash, received_on, due_on, created_by)
        values (${body.kind}, ${body.subject}, ${identifier.hash}, ${body.receivedOn}::date,
          (${body.receivedOn}::date + make_interval(months => ${PRIVACY_REQUEST_DUE_MONTHS}))::date, ${actor.id}::uuid)
        returning id`,
  );
  if (!row) throw new Error("privacy request insert returned nothing");
  return readRequest(db, row.id);
}

interface OpenRequest {
  kind: PrivacyRequestKind;
  subject: string | null;
  completed: boolean;
}

/**
 * Locks a request until the transaction ends, so that two answers to it never run at once; 404 when it
 * does not exist, 409 when it is of the other kind or already answered (unless `again`).
 */
export async function lockRequest(
  tx: DbOrTx,
  id: string,
  kind: PrivacyRequestKind,
  options: { again?: boolean } = {},
): Promise<{ subject: string | null; identifier: PersonIdentifier | null }> {
  const [request] = await queryRows<OpenRequest>(
    tx,
    sql`select kind, subject, completed_at is not null as completed from privacy_requests
        where id = ${id}::uuid for update`,
  );
  if (!request) throw notFound(PRIVACY_REQUEST_NOT_FOUND);
  if (request.kind !== kind) {
    throw conflict(kind === "erasure" ? PRIVACY_REQUEST_NOT_ERASURE : PRIVACY_REQUEST_NOT_ACCESS);
  }
  if (request.completed && !options.again) throw conflict(PRIVACY_REQUEST_DONE);
  return {
    subject: request.subject,
    identifier: request.subject === null ? null : personIdentifier(request.subject),
  };
}

/** Agency-wide "erased" entries for every profile and address of the people, so no import brings them back. */
async function listAsErased(tx: DbOrTx, actorId: string, people: People): Promise<number> {
  const { added } = await addEntries(
    tx,
    actorId,
    null,
    [
      ...people.profileKeys.map((key) => ({ kind: "linkedin" as const, key })),
      ...people.emails.map((key) => ({ kind: "email" as const, key })),
    ].map((entry) => ({ ...entry, value: null, reason: "erased" as const, note: "" })),
  );
  return added.length;
}

/**
 * POST /api/privacy/requests/:id/erase: in one transaction, everything held about the person is
 * removed or anonymised (anonymisePeople), their profile and address go on the do-not-contact list
 * agency-wide as hashes, the request and earlier answered requests about them keep only the hash, and
 * the privacy log records the counts. A person the pool does not hold still gets the entries.
 * Answers the campaigns whose prospects changed too, for live updates.
 */
export async function eraseRequest(
  actor: Actor,
  db: Db,
  id: string,
): Promise<{ result: ErasureResult; campaignIds: string[] }> {
  return db.transaction(async (tx) => {
    const { identifier } = await lockRequest(tx, id, "erasure");
    const people = await findPeople(tx, identifier);
    // Listed first, while the person's rows still name them: their assignments then show the entry.
    const listed = await listAsErased(tx, actor.id, people);
    const campaigns = await queryRows<{ id: string }>(
      tx,
      sql`select distinct campaign_id as id from assignments where prospect_id = any(${sql.param(people.prospectIds)}::uuid[])`,
    );
    const counts = await anonymisePeople(tx, people);
    await tx.execute(
      sql`update privacy_requests set subject = null,
            completed_at = case when id = ${id}::uuid then now() else completed_at end,
            completed_by = case when id = ${id}::uuid then ${actor.id}::uuid else completed_by end
          where id = ${id}::uuid
            or (subject_hash = any(${texts(personalHashes(people))}) and completed_at is not null)`,
    );
    await recordPrivacyEvent(tx, {
      action: "erasure",
      actorId: actor.id,
      summary:
        counts.people === 0
          ? "Erasure: nobody found in the pool; the identifier is listed as do-not-contact"
          : `Erasure: ${plural(counts.people, "person", "people")} anonymised in ${plural(campaigns.length, "campaign")}, ${plural(counts.messages, "message")} blanked`,
      detail: { requestId: id, ...counts, doNotContactEntries: listed },
    });
    const { people: _people, ...removed } = counts;
    return {
      result: { request: await readRequest(tx, id), ...removed },
      campaignIds: campaigns.map((row) => row.id),
    };
  });
}
