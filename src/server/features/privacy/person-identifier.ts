import { entryKey, suppressionHash } from "./suppression-keys.js";

/** How a privacy request or a search names one person: a LinkedIn profile or an e-mail address. */
export interface PersonIdentifier {
  kind: "linkedin" | "email";
  /** As the do-not-contact list keys it: "linkedin.com/in/<slug>" or the lower-cased address. */
  key: string;
  hash: string;
}

export const personIdentifierError = (value: string) =>
  `"${value}" is neither a LinkedIn profile URL (linkedin.com/in/...) nor an e-mail address`;

/** The person a value names, or null when it is neither a LinkedIn profile URL nor an e-mail address. */
export function personIdentifier(value: string): PersonIdentifier | null {
  for (const kind of ["linkedin", "email"] as const) {
    const parsed = entryKey(kind, value);
    if ("key" in parsed) return { kind, key: parsed.key, hash: suppressionHash(kind, parsed.key) };
  }
  return null;
}

/** A LinkedIn URL's profile key, or null when it names no profile. */
export function profileKey(linkedinUrl: string | null | undefined): string | null {
  if (!linkedinUrl) return null;
  const parsed = entryKey("linkedin", linkedinUrl);
  return "key" in parsed ? parsed.key : null;
}

/** An e-mail address as the list keys it, or null when the text is not one. */
export function emailKey(email: string | null | undefined): string | null {
  if (!email) return null;
  const parsed = entryKey("email", email);
  return "key" in parsed ? parsed.key : null;
}
