import { sql } from "drizzle-orm";
import type { PersonRecord } from "../../../shared/contracts/privacy.js";
import { PROGRESS_FLAGS } from "../../../shared/contracts/prospects.js";
import type { Actor } from "../../core/access/actor.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { fieldError } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { outboxNaming } from "./anonymise-people.js";
import { batchesOfPeople } from "./import-reports.js";
import { personIdentifier, personIdentifierError } from "./person-identifier.js";
import { findPeople, type People, personalHashes, texts, uuids } from "./person-lookup.js";

const iso = (expression: string) => sql.raw(isoText(expression));

/** The progress flags set on assignment `a`, in the Scheduler's order. */
const PROGRESS_SET = sql.raw(
  `array_remove(array[${PROGRESS_FLAGS.map((flag) => `case when a.${flag}_at is not null then '${flag}' end`).join(", ")}]::text[], null)`,
);

/** Everything held about these people, as the Privacy screen lists it. */
export async function recordOfPeople(db: DbOrTx, people: People): Promise<PersonRecord> {
  const ids = uuids(people.prospectIds);
  const [person] = await queryRows<NonNullable<PersonRecord["person"]>>(
    db,
    sql`select p.id as "prospectId", p.first_name as "firstName", p.last_name as "lastName",
          p.job_title as "jobTitle", p.company, p.linkedin_name as "linkedinName",
          p.linkedin_url as "linkedinUrl", p.email, p.phone, ${iso("p.created_at")} as "createdAt"
        from prospects p where p.id = any(${ids}) order by p.created_at, p.id limit 1`,
  );
  const assignments = await queryRows<PersonRecord["assignments"][number]>(
    db,
    sql`select a.id as "assignmentId", a.campaign_id as "campaignId", co.company_name as "companyName",
          a.sequence_tag as "sequenceTag", a.final_disposition as "finalDisposition",
          ${PROGRESS_SET} as progress, ${iso("a.last_touch_at")} as "lastTouchAt",
          ${iso("a.imported_at")} as "importedAt", a.bad_data_reason as "badDataReason",
          sup.reason as "doNotContact"
        from assignments a join campaigns c on c.id = a.campaign_id join companies co on co.id = c.company_id
        left join suppressions sup on sup.id = a.suppression_id
        where a.prospect_id = any(${ids})
        order by co.company_name, a.id`,
  );
  const conversations = await queryRows<PersonRecord["conversations"][number]>(
    db,
    sql`select cv.id as "conversationId", co.company_name as "companyName",
          (select count(*) from messages m where m.conversation_id = cv.id)::int as "messageCount",
          ${iso("cv.last_message_at")} as "lastMessageAt"
        from conversations cv join assignments a on a.id = cv.assignment_id
        join campaigns c on c.id = cv.campaign_id join companies co on co.id = c.company_id
        where a.prospect_id = any(${ids})
        order by co.company_name, cv.id`,
  );
  const [counted] = await queryRows<{ activityEvents: number; outgoingMail: number }>(
    db,
    sql`select (select count(*) from activity_events e join assignments a on a.id = e.assignment_id
              where a.prospect_id = any(${ids}))::int as "activityEvents",
          (select count(*) from outbox o where ${outboxNaming(people.emails)})::int as "outgoingMail"`,
  );
  const suppressions = await queryRows<PersonRecord["suppressions"][number]>(
    db,
    sql`select s.id, s.kind, co.company_name as "companyName", s.reason
        from suppressions s left join companies co on co.id = s.company_id
        where s.removed_at is null and s.kind in ('linkedin', 'email')
          and s.value_hash = any(${texts(personalHashes(people))})
        order by s.created_at, s.id`,
  );
  const batches = await batchesOfPeople(db, people);
  return {
    person: person ?? null,
    assignments,
    conversations,
    activityEvents: counted?.activityEvents ?? 0,
    importBatches: batches.map((batch) => ({
      batchId: batch.id,
      fileName: batch.fileName,
      uploadTime: batch.uploadTime,
      inErrorReport: batch.rows.length > 0,
    })),
    outgoingMail: counted?.outgoingMail ?? 0,
    suppressions,
  };
}

/**
 * GET /api/privacy/people?q=: everything held about the person a LinkedIn profile URL or an e-mail
 * address names (agency staff). An identifier that names nobody answers an empty record.
 */
export async function findPerson(_actor: Actor, db: DbOrTx, q: string): Promise<PersonRecord> {
  const identifier = personIdentifier(q);
  if (!identifier) throw fieldError("q", personIdentifierError(q.trim()));
  return recordOfPeople(db, await findPeople(db, identifier));
}
