import { hash } from "node:crypto";
import { nameKey } from "../../shared/cadence/company-key.js";
import { SUPPRESSION_KIND_LABELS, type SuppressionKind } from "../../shared/contracts/privacy.js";
import { normalizeLinkedinUrl } from "../prospects/dedup.js";

/**
 * How do-not-contact entries and people are compared. Each side is reduced to `kind:key` and hashed
 * (SHA-256, hex); matching reads only the hashes, so an entry an erasure left matches without the list
 * keeping the person's data.
 * - linkedin: the profile as the dedup key reads it ("linkedin.com/in/jane-doe"), so URL variants match;
 * - email: trimmed and lower-cased;
 * - domain: an e-mail's part after "@", lower-cased ("@acme.com" and "acme.com" are written alike);
 * - company: the company-wide stop's name key ("Acme, Inc." and "ACME" are one company).
 */
export const suppressionHash = (kind: SuppressionKind, key: string) =>
  hash("sha256", `${kind}:${key}`, "hex");

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

/** The hashes an entry could match a person by: profile, e-mail, the e-mail's domain, the company. */
export function personHashes(person: PersonFields): string[] {
  const hashes: string[] = [];
  const profile = normalizeLinkedinUrl(person.linkedinUrl);
  if (profile) hashes.push(suppressionHash("linkedin", profile));
  const email = person.email?.trim().toLowerCase();
  if (email) {
    hashes.push(suppressionHash("email", email));
    const at = email.lastIndexOf("@");
    if (at >= 0 && at < email.length - 1) hashes.push(suppressionHash("domain", email.slice(at + 1)));
  }
  const company = person.company ? nameKey(person.company) : null;
  if (company) hashes.push(suppressionHash("company", company));
  return hashes;
}
