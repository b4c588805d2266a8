import { sql } from "drizzle-orm";
import { nameKey } from "../../../shared/cadence/company-key.js";
import type { SuppressionKind } from "../../../shared/contracts/privacy.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import type { SuppressionIndex } from "./suppression-index.js";
import { matchKeyHash, type NameKeys, type PersonFields, personKeys } from "./suppression-keys.js";

const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const ids = (values: readonly string[]) => sql`${sql.param([...values])}::uuid[]`;

/** The hashes of a person's match keys. */
const personHashes = (person: PersonFields, names?: NameKeys) => personKeys(person, names).map(matchKeyHash);

/**
 * The people the do-not-contact list keeps out of one company's campaign (its own entries and the
 * agency-wide ones), or out of the pool (`companyId` null: agency-wide entries only). Matched against
 * the list this server holds (`index`, ADR 0033) when it can vouch for it, else against the database.
 */
export async function splitSuppressed<T extends PersonFields>(
  db: DbOrTx,
  index: SuppressionIndex,
  people: readonly T[],
  companyId: string | null,
): Promise<{ kept: T[]; suppressed: T[] }> {
  if (people.length === 0) return { kept: [], suppressed: [] };
  const names: NameKeys = new Map();
  const live = await index.current();
  if (live) {
    if (!live.appliesTo(companyId)) return { kept: [...people], suppressed: [] };
    return split(people, (person) => live.names(person, companyId, names));
  }
  // Most imports meet an empty list: nothing to hash then.
  const [listed] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from suppressions s where s.removed_at is null
          and (s.company_id is null or s.company_id = ${companyId}::uuid)) as any`,
  );
  if (!listed?.any) return { kept: [...people], suppressed: [] };
  const hashesOf = new Map(people.map((person) => [person, personHashes(person, names)]));
  const rows = await queryRows<{ hash: string }>(
    db,
    sql`select distinct s.value_hash as hash from suppressions s
        where s.removed_at is null and s.value_hash = any(${texts([...new Set([...hashesOf.values()].flat())])})
          and (s.company_id is null or s.company_id = ${companyId}::uuid)`,
  );
  const named = new Set(rows.map((row) => row.hash));
  return split(people, (person) => hashesOf.get(person)?.some((hash) => named.has(hash)) ?? false);
}

function split<T>(people: readonly T[], isNamed: (person: T) => boolean): { kept: T[]; suppressed: T[] } {
  const kept: T[] = [];
  const suppressed: T[] = [];
  for (const person of people) (isNamed(person) ? suppressed : kept).push(person);
  return { kept, suppressed };
}

interface AssignedPerson extends PersonFields {
  assignmentId: string;
  prospectId: string;
  companyId: string;
  campaignId: string;
  suppressionId: string | null;
}

/**
 * Works out again which entry, if any, keeps each of these people's assignments out of its campaign
 * (the oldest live entry of the campaign's company or agency-wide that names them) and stores it in
 * `assignments.suppression_id`. Returns the campaigns whose prospects changed.
 */
export async function refreshSuppression(db: DbOrTx, prospectIds: readonly string[]): Promise<string[]> {
  if (prospectIds.length === 0) return [];
  const assigned = await queryRows<AssignedPerson>(
    db,
    sql`select a.id as "assignmentId", a.prospect_id as "prospectId", c.company_id as "companyId",
          a.campaign_id as "campaignId", a.suppression_id as "suppressionId",
          p.linkedin_url as "linkedinUrl", p.email, p.company
        from assignments a join prospects p on p.id = a.prospect_id join campaigns c on c.id = a.campaign_id
        where a.prospect_id = any(${ids([...new Set(prospectIds)])})`,
  );
  if (assigned.length === 0) return [];
  const hashesOf = new Map<string, string[]>();
  for (const row of assigned) {
    if (!hashesOf.has(row.prospectId)) hashesOf.set(row.prospectId, personHashes(row));
  }
  const entries = await queryRows<{ id: string; hash: string; companyId: string | null }>(
    db,
    sql`select s.id, s.value_hash as hash, s.company_id as "companyId" from suppressions s
        where s.removed_at is null and s.value_hash = any(${texts([...new Set([...hashesOf.values()].flat())])})
        order by s.created_at, s.id`,
  );
  const changed = assigned.flatMap((row) => {
    const hashes = new Set(hashesOf.get(row.prospectId));
    const entry = entries.find(
      (candidate) =>
        hashes.has(candidate.hash) && (candidate.companyId === null || candidate.companyId === row.companyId),
    );
    const next = entry?.id ?? null;
    return next === row.suppressionId ? [] : [{ ...row, next }];
  });
  if (changed.length === 0) return [];
  // Locked in id order before the update, as every write to many assignments does (ADR 0041).
  await db.execute(
    sql`select id from assignments where id = any(${ids(changed.map((row) => row.assignmentId))})
        order by id for no key update`,
  );
  await db.execute(
    sql`update assignments a set suppression_id = r.suppression_id
        from unnest(${ids(changed.map((row) => row.assignmentId))},
          ${sql.param(changed.map((row) => row.next))}::uuid[]) as r(id, suppression_id)
        where a.id = r.id`,
  );
  return [...new Set(changed.map((row) => row.campaignId))];
}

export interface EntryKey {
  kind: SuppressionKind;
  key: string;
}

/**
 * The assigned people new entries could name, to refresh: by profile, e-mail or domain in SQL; by
 * company name through the name key, which only the app computes.
 */
export async function peopleNamedBy(db: DbOrTx, entries: readonly EntryKey[]): Promise<string[]> {
  const keysOf = (kind: SuppressionKind) => entries.filter((entry) => entry.kind === kind).map((e) => e.key);
  const [profiles, emails, domains, companies] = (["linkedin", "email", "domain", "company"] as const).map(
    keysOf,
  ) as [string[], string[], string[], string[]];
  const found = new Set<string>();
  if (profiles.length + emails.length + domains.length > 0) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select p.id from prospects p
          where (p.dedup_key = any(${texts(profiles)})
            or lower(btrim(p.email)) = any(${texts(emails)})
            or substring(lower(btrim(p.email)) from '@([^@]+)$') = any(${texts(domains)}))
            and exists (select 1 from assignments a where a.prospect_id = p.id)`,
    );
    for (const row of rows) found.add(row.id);
  }
  if (companies.length > 0) {
    const wanted = new Set(companies);
    const rows = await queryRows<{ id: string; company: string }>(
      db,
      sql`select p.id, p.company from prospects p
          where p.company <> '' and exists (select 1 from assignments a where a.prospect_id = p.id)`,
    );
    for (const row of rows) {
      const key = nameKey(row.company);
      if (key && wanted.has(key)) found.add(row.id);
    }
  }
  return [...found];
}
