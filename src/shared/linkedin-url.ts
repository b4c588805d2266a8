/**
 * A prospect's LinkedIn URL: the app shows it as "View LinkedIn Profile", so only an address of a
 * profile on linkedin.com is taken, in one canonical form. Used by the import and by anyone who shows
 * or checks such an address. Isomorphic: no Node imports.
 */

/** The form every accepted profile is stored in, as shown in messages. */
export const LINKEDIN_PROFILE_FORM = "https://www.linkedin.com/in/…";

export const NOT_A_LINKEDIN_PROFILE = `LinkedIn URL is not a LinkedIn profile address (${LINKEDIN_PROFILE_FORM})`;
export const SALES_NAVIGATOR_ADDRESS = `LinkedIn URL is a Sales Navigator address, which only its subscribers can open: use the person's public profile URL (${LINKEDIN_PROFILE_FORM})`;

export type LinkedinProfileCheck = { ok: true; url: string } | { ok: false; reason: string };

/**
 * Scheme (http, https, or none), host (linkedin.com or one of its subdomains: www, a country, m),
 * optional port, then the path up to any query or fragment. No user name, no other host.
 */
const ADDRESS = /^(?:https?:\/\/|\/\/)?(?:[a-z0-9-]+\.)*linkedin\.com(?::\d{1,5})?(\/[^?#]*)?(?:[?#].*)?$/i;
/** A path segment that can stand in a profile address as written (accents and %-escapes included). */
const SEGMENT = /^[^\s"'<>\\^`{|}\p{Cc}]+$/u;
/** The number groups of a legacy public profile, /pub/jane-doe/12/345/678. */
const PUB_GROUP = /^[0-9a-z]{1,3}$/i;

const usable = (segment: string | undefined): segment is string =>
  segment !== undefined && segment !== "." && segment !== ".." && SEGMENT.test(segment);

/**
 * Checks a LinkedIn URL and gives the form it is stored in:
 * - a profile, https://www.linkedin.com/in/<slug>, whatever its scheme, host variant (country or
 *   mobile subdomain), port, query, fragment, sub-page (/details/experience) or trailing slash; the
 *   slug kept as written;
 * - a legacy public profile, https://www.linkedin.com/pub/<name>/<n>/<n>/<n>, which LinkedIn still
 *   sends on to the profile;
 * and refuses, with a reason starting "LinkedIn URL", a Sales Navigator address (/sales/...: only its
 * subscribers can open it) and anything else: another site, a company or search page, a value that is
 * not a web address.
 */
export function checkLinkedinProfileUrl(raw: string): LinkedinProfileCheck {
  const value = raw.trim();
  const refused = { ok: false, reason: NOT_A_LINKEDIN_PROFILE } as const;
  if (!value || /[\s\\]/.test(value)) return refused;
  const match = ADDRESS.exec(value);
  if (!match) return refused;
  const segments = (match[1] ?? "").split("/").filter((segment) => segment !== "");
  const [section = "", ...rest] = segments;
  switch (section.toLowerCase()) {
    case "in": {
      const [slug] = rest;
      return usable(slug) ? { ok: true, url: `https://www.linkedin.com/in/${slug}` } : refused;
    }
    case "pub": {
      const [name, ...groups] = rest;
      const numbers = groups.slice(0, 3);
      if (!usable(name) || name.toLowerCase() === "dir" || numbers.length < 3) return refused;
      if (!numbers.every((group) => PUB_GROUP.test(group))) return refused;
      return { ok: true, url: `https://www.linkedin.com/pub/${name}/${numbers.join("/")}` };
    }
    case "sales":
      return { ok: false, reason: SALES_NAVIGATOR_ADDRESS };
    default:
      return refused;
  }
}

/** The stored form of a LinkedIn profile URL, or null when it is not one (see checkLinkedinProfileUrl). */
export function linkedinProfileUrl(raw: string): string | null {
  const checked = checkLinkedinProfileUrl(raw);
  return checked.ok ? checked.url : null;
}
