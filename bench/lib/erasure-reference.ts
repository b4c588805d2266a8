import pg from "pg";
import { ERASED_KEY_PREFIX, FIXED_VALUE_FIELDS } from "../../src/server/features/privacy/anonymise-people.js";
import { suppressionHash } from "../../src/server/features/privacy/suppression-keys.js";
import { containsPattern } from "../../src/server/features/prospects/prospects.service.js";
import { ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME } from "../../src/shared/contracts/privacy.js";
import { managerId } from "./references.js";

/**
 * The reference for erasing a person: the statements the erasure writes, as plain SQL over a
 * connection of the bench's own, in one transaction: the request locked, the person found by profile,
 * their profile and address listed as hashed do-not-contact entries (their assignments then name the
 * entry), their campaigns read, their bad-data reasons, message texts, free-text event values and skip
 * reasons blanked, their row anonymised, mail naming them deleted, the entries' values dropped, the
 * request answered and the privacy log written. Rolled back, so the app's erasure that follows finds the
 * person as they were; the time runs from `begin` to the end of the rollback.
 */
export async function erasureReference(databaseUrl: string) {
  const actorId = await managerId(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query = async <T extends pg.QueryResultRow>(text: string, params: unknown[] = []) =>
    (await client.query<T>(text, params)).rows;
  return {
    /** Erases the person with profile key `profileKey` for request `requestId`, then rolls back. */
    async time(requestId: string, profileKey: string): Promise<{ ms: number; messages: number }> {
      const started = performance.now();
      let messages = 0;
      await client.query("begin");
      try {
        await query("select kind, subject from privacy_requests where id = $1 for update", [requestId]);
        const people = await query<{ id: string; email: string | null }>(
          "select p.id, p.email from prospects p where p.dedup_key = any($1::text[]) order by p.created_at, p.id",
          [[profileKey]],
        );
        const ids = people.map((person) => person.id);
        const emails = people.flatMap((person) => (person.email ? [person.email.trim().toLowerCase()] : []));
        const hashes = [
          suppressionHash("linkedin", profileKey),
          ...emails.map((email) => suppressionHash("email", email)),
        ];
        const kinds = ["linkedin", ...emails.map(() => "email")];
        const [entry] = await query<{ id: string }>(
          `insert into suppressions (company_id, kind, value, value_hash, reason, note, created_by)
           select null, r.kind, null, r.hash, 'erased', '', $3::uuid
           from unnest($1::text[], $2::text[]) as r(kind, hash)
           where not exists (select 1 from suppressions s where s.removed_at is null and s.value_hash = r.hash
             and s.company_id is null)
           returning id`,
          [kinds, hashes, actorId],
        );
        await query("update assignments set suppression_id = $2 where prospect_id = any($1::uuid[])", [
          ids,
          entry?.id ?? null,
        ]);
        await query(
          "select distinct campaign_id as id from assignments where prospect_id = any($1::uuid[])",
          [ids],
        );
        const [counts] = await query<{ messages: number }>(
          `with theirs as (
             select id from assignments where prospect_id = any($1::uuid[])
           ), reasons as (
             update assignments a set bad_data_reason = '' from theirs t
             where a.id = t.id and a.bad_data_reason <> '' returning 1
           ), blanked as (
             update messages m set content = '' from conversations c join theirs t on t.id = c.assignment_id
             where m.conversation_id = c.id returning 1
           ), events as (
             update activity_events e set old_value = case when e.old_value is null then null else '' end,
               new_value = case when e.new_value is null then null else '' end
             from theirs t
             where e.assignment_id = t.id and e.field <> all($2::text[]) and (e.old_value <> '' or e.new_value <> '')
             returning 1
           ), skips as (
             update queue_marks q set reason = '' from theirs t where q.assignment_id = t.id and q.reason <> '' returning 1
           )
           select (select count(*) from blanked)::int as messages`,
          [ids, FIXED_VALUE_FIELDS],
        );
        messages = counts?.messages ?? 0;
        const names = await query<{ name: string }>(
          `select first_name || ' ' || last_name as name from prospects
           where id = any($1::uuid[]) and first_name <> '' and last_name <> ''`,
          [ids],
        );
        await query(
          `update prospects set first_name = $2, last_name = $3, job_title = '', company = '',
             linkedin_name = null, linkedin_url = '', email = null, phone = null, dedup_key = $4 || id::text,
             updated_at = now()
           where id = any($1::uuid[])`,
          [ids, ANONYMISED_FIRST_NAME, ANONYMISED_LAST_NAME, ERASED_KEY_PREFIX],
        );
        const addressPatterns = emails.map(containsPattern);
        await query(
          `delete from outbox o where lower(btrim(o.to_address)) = any($1::text[])
             or o.subject ilike any($2::text[]) or o.body ilike any($2::text[]) or o.html ilike any($2::text[])
             or o.body ilike any($3::text[]) or o.html ilike any($3::text[])`,
          [emails, addressPatterns, names.map((row) => containsPattern(row.name))],
        );
        await query(
          `update suppressions set value = null, note = ''
           where kind in ('linkedin', 'email') and value_hash = any($1::text[]) and (value is not null or note <> '')`,
          [hashes],
        );
        await query(
          `update privacy_requests set subject = null, completed_at = now(), completed_by = $2::uuid
           where id = $1::uuid or (subject_hash = any($3::text[]) and completed_at is not null)`,
          [requestId, actorId, hashes],
        );
        await query(
          `insert into privacy_log (action, actor_id, company_id, summary, detail)
           values ('erasure', $1::uuid, null, 'Erasure (reference)', $2::jsonb)`,
          [actorId, JSON.stringify({ requestId, messages })],
        );
      } finally {
        await client.query("rollback");
      }
      return { ms: performance.now() - started, messages };
    },
    close: () => client.end(),
  };
}
