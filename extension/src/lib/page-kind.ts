import { checkLinkedinProfileUrl } from "../../../src/shared/linkedin-url";

/** What the followed tab shows, as far as its address tells: a LinkedIn profile, or anything else. */
export type PageKind = { kind: "profile"; url: string; profileUrl: string } | { kind: "elsewhere" };

/**
 * A profile is what the app's import accepts as one (/in/..., with any subdomain, sub-page, query or
 * fragment); Sales Navigator, company, feed and search pages and other sites are "elsewhere".
 */
export function pageKindOf(url: string | null | undefined): PageKind {
  if (!url) return { kind: "elsewhere" };
  const checked = checkLinkedinProfileUrl(url);
  return checked.ok ? { kind: "profile", url, profileUrl: checked.url } : { kind: "elsewhere" };
}
