/**
 * The global dedup key of a person (DESIGN section 5): the LinkedIn profile URL without scheme, "www.",
 * query, fragment or trailing slash, lower-cased ("linkedin.com/in/jane-doe"); without a URL, the email.
 */
export function dedupKey(
  linkedinUrl: string | null | undefined,
  email: string | null | undefined,
): string | null {
  const url = normalizeLinkedinUrl(linkedinUrl);
  if (url) return url;
  const address = email?.trim().toLowerCase();
  return address ? `email:${address}` : null;
}

export function normalizeLinkedinUrl(raw: string | null | undefined): string | null {
  let value = raw?.trim().toLowerCase();
  if (!value) return null;
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, "").replace(/^www\./, "");
  value = value.split(/[?#]/)[0] ?? "";
  value = value.replace(/\/+$/, "");
  // Country subdomains (uk.linkedin.com) and profile sub-pages still name the same person.
  const profile = /(?:^|\.)linkedin\.com\/in\/([^/]+)/.exec(value);
  if (profile?.[1]) return `linkedin.com/in/${decodeSlug(profile[1])}`;
  return value || null;
}

/** "fran%C3%A7ois" and "françois" are one profile; a malformed escape ("100%") is kept as written. */
function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
