/**
 * Where sign-in returns to (`/login?next=...`). Only a path of this app is accepted: anything that
 * could lead to another site (`//host`, `/\host`, `https:`, control characters) or back to the
 * sign-in page itself is refused, so a crafted link cannot redirect elsewhere.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, "https://app.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://app.invalid") return null;
  if (url.pathname === "/login" || url.pathname.startsWith("/login/")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that returns to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  const next = safeReturnPath(path);
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}
