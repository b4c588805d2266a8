import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { emailKey, type PersonIdentifier, profileKey } from "./person-identifier.js";
import { suppressionHash } from "./suppression-keys.js";

/**
 * The people a privacy action concerns: their rows in the pool, and every LinkedIn profile and e-mail
 * address by which other tables (import error reports, mail, the do-not-contact list) may name them.
 */
export interface People {
  prospectIds: string[];
  profileKeys: string[];
  emails: string[];
}

export const texts = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
export const uuids = (values: readonly string[]) => sql`${sql.param([...values])}::uuid[]`;

/** The do-not-contact hashes that name these people one by one (profiles and addresses). */
export const personalHashes = (people: Pick<People, "profileKeys" | "emails">) => [
  ...people.profileKeys.map((key) => suppressionHash("linkedin", key)),
  ...people.emails.map((key) => suppressionHash("email", key)),
];

interface PersonRow {
  id: string;
  linkedinUrl: string;
  email: string | null;
}

/** The keys of people's rows, with what was already known. */
export function peopleOf(rows: readonly PersonRow[], known: Pick<People, "profileKeys" | "emails">): People {
  const profiles = new Set(known.profileKeys);
  const emails = new Set(known.emails);
  for (const row of rows) {
    const profile = profileKey(row.linkedinUrl);
    if (profile) profiles.add(profile);
    const email = emailKey(row.email);
    if (email) emails.add(email);
  }
  return { prospectIds: rows.map((row) => row.id), profileKeys: [...profiles], emails: [...emails] };
}

const matching = (profiles: readonly string[], emails: readonly string[]) =>
  sql`p.dedup_key = any(${texts([...profiles, ...emails.map((email) => `email:${email}`)])})
      or lower(btrim(p.email)) = any(${texts(emails)})`;

const PERSON_COLUMNS = sql`p.id, p.linkedin_url as "linkedinUrl", p.email`;

/**
 * The pool's rows for the person an identifier names, oldest first: by profile (the dedup key) or by
 * address (the dedup key of a person without a profile, or the e-mail of one with). A row found this
 * way brings in the rows sharing its profile or address (the same person imported once by profile and
 * once by e-mail alone). Rows already anonymised match nothing.
 */
export async function findPeople(db: DbOrTx, identifier: PersonIdentifier | null): Promise<People> {
  if (!identifier) return { prospectIds: [], profileKeys: [], emails: [] };
  const known =
    identifier.kind === "linkedin"
      ? { profileKeys: [identifier.key], emails: [] }
      : { profileKeys: [], emails: [identifier.key] };
  const direct = await queryRows<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from prospects p where ${matching(known.profileKeys, known.emails)}`,
  );
  if (direct.length === 0) return peopleOf([], known);
  const keys = peopleOf(direct, known);
  const rows = await queryRows<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from prospects p where ${matching(keys.profileKeys, keys.emails)}
        order by p.created_at, p.id`,
  );
  return peopleOf(rows, keys);
}
