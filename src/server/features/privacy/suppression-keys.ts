import { hash } from "node:crypto";
import { nameKey } from "../../../shared/cadence/company-key.js";
import { SUPPRESSION_KIND_LABELS, type SuppressionKind } from "../../../shared/contracts/privacy.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";

/**
 * How do-not-contact entries and people are compared. Each side is reduced to `kind:key` and hashed
 * (SHA-256, hex); matching reads only the hashes, so an entry an erasure left matches without the list
 * keeping the person's data.
 * - linkedin: the profile as the dedup key reads it ("linkedin.com/in/jane-doe"), so URL variants match;
 * - email: trimmed and lower-cased;
 * - domain: an e-mail's part after "@", lower-cased ("@acme.com" and "acme.com" are written alike);
 * - company: the company-wide stop's name key ("Acme, Inc." and "ACME" are one company).
 */
export const suppressionHash = (kind: SuppressionKind, key: string) => matchKeyHash(matchKey(kind, key));

/** What an entry's hash is the SHA-256 of: `kind:key`. */
export const matchKey = (kind: SuppressionKind, key: string) => `${kind}:${key}`;

export const matchKeyHash = (value: string) => hash("sha256", value, "hex");

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The key of a value typed for an entry, or why it cannot be one (a message naming the kind). */
export function entryKey(kind: SuppressionKind, raw: string): { key: string } | { error: string } {
  const value = raw.trim();
  const label = SUPPRESSION_KIND_LABELS[kind];
  if (value === "") return { error: `Enter the ${label.toLowerCase()}` };
  if (kind === "linkedin") {
    const key = normalizeLinkedinUrl(value);
    return key?.startsWith("linkedin.com/in/") && key.length > "linkedin.com/in/".length
      ? { key }
      : { error: `"${value}" is not a LinkedIn profile URL (linkedin.com/in/...)` };
  }
  if (kind === "email") {
    const key = value.toLowerCase();
    return EMAIL.test(key) ? { key } : { error: `"${value}" is not an e-mail address` };
  }
  if (kind === "domain") {
    const key = value.toLowerCase().replace(/^@/, "");
    return DOMAIN.test(key)
      ? { key }
      : { error: `"${value}" is not an e-mail domain (for example acme.com)` };
  }
  const key = nameKey(value);
  return key ? { key } : { error: `"${value}" is not a company name` };
}

export interface PersonFields {
  linkedinUrl: string | null;
  email: string | null;
  company: string | null;
}

/**
 * Company name keys by name, for one batch of people: a file names the same few companies many times.
 */
export type NameKeys = Map<string, string | null>;

/**
 * The match keys (`kind:key`) an entry could name a person by: profile, e-mail, the e-mail's domain,
 * the company. `names` remembers the company name keys across one batch.
 */
export function personKeys(person: PersonFields, names: NameKeys = new Map()): string[] {
  const keys: string[] = [];
  const profile = normalizeLinkedinUrl(person.linkedinUrl);
  if (profile) keys.push(matchKey("linkedin", profile));
  const email = person.email?.trim().toLowerCase();
  if (email) {
    keys.push(matchKey("email", email));
    const at = email.lastIndexOf("@");
    if (at >= 0 && at < email.length - 1) keys.push(matchKey("domain", email.slice(at + 1)));
  }
  if (person.company) {
    let company = names.get(person.company);
    if (company === undefined) {
      company = nameKey(person.company);
      names.set(person.company, company);
    }
    if (company) keys.push(matchKey("company", company));
  }
  return keys;
}
