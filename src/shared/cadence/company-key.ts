/**
 * The key that says two prospects work at the same company, for the company-wide stop.
 *
 * The rule: the company name, lower-cased, accents dropped, "&" read as "and", dots and apostrophes
 * removed ("S.A." is "sa"), other punctuation as spaces, and legal-form words at the end removed
 * ("Acme, Inc." and "ACME Inc" are both "acme"; "Acme Holdings GmbH" is "acme holdings"). A name made
 * only of such words keeps them. Without a company name, the e-mail's domain ("jane@Acme.com" is
 * "acme.com"), except free-mail domains (gmail.com, outlook.com, ...), which say nothing about an
 * employer. Neither: no key, and the prospect has no colleagues. Names and domains never match each
 * other ("name:acme" vs "domain:acme.com"), and subdomains are kept ("eu.acme.com" is not "acme.com").
 */

const LEGAL_FORMS = new Set([
  "inc",
  "incorporated",
  "llc",
  "llp",
  "lp",
  "ltd",
  "limited",
  "plc",
  "corp",
  "corporation",
  "co",
  "company",
  "gmbh",
  "ag",
  "kg",
  "ug",
  "mbh",
  "sa",
  "sas",
  "sarl",
  "sl",
  "srl",
  "spa",
  "bv",
  "nv",
  "ab",
  "as",
  "asa",
  "oy",
  "oyj",
  "aps",
  "pty",
  "pte",
  "pvt",
  "kk",
  "sro",
  "zoo",
  "sp",
  "pc",
  "se",
]);

const FREE_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "web.de",
  "qq.com",
  "163.com",
  "126.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "tuta.io",
]);
// Providers with a domain per country: yahoo.co.uk, hotmail.fr, live.com.mx, ...
const FREE_MAIL_PROVIDERS = new Set(["yahoo", "ymail", "hotmail", "outlook", "live", "gmx", "yandex"]);
const COUNTRY_SUFFIX = /^([a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** The company-name part of the rule: "name:acme" for "Acme, Inc."; null for a name without letters or digits. */
export function nameKey(company: string): string | null {
  const words = company
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[.'’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return null;
  let end = words.length;
  while (end > 1 && LEGAL_FORMS.has(words[end - 1] as string)) end -= 1;
  // A trailing "and co" / "& co" goes with the legal form.
  if (end > 1 && words[end - 1] === "and" && end < words.length) end -= 1;
  return `name:${words.slice(0, end).join(" ")}`;
}

function domainKey(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.+$/, "");
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) return null;
  const [provider = "", ...suffix] = domain.split(".");
  if (FREE_MAIL_DOMAINS.has(domain)) return null;
  if (FREE_MAIL_PROVIDERS.has(provider) && COUNTRY_SUFFIX.test(suffix.join("."))) return null;
  return `domain:${domain}`;
}

export function companyKey(prospect: { company?: string | null; email?: string | null }): string | null {
  return nameKey(prospect.company ?? "") ?? domainKey(prospect.email ?? "");
}
