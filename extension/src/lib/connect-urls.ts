/** The app's page where the signed-in person allows the panel, carrying the PKCE challenge. */
export const connectPageUrl = (origin: string, challenge: string): string =>
  `${origin}/side-panel/connect?challenge=${encodeURIComponent(challenge)}`;

/**
 * The connection code from the address the app sends the connect tab to when it is done,
 * `<origin>/side-panel/connected#code=<code>`; null for any other address.
 */
export function connectionCodeOf(tabUrl: string | undefined, origin: string): string | null {
  if (!tabUrl) return null;
  let url: URL;
  try {
    url = new URL(tabUrl);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.replace(/\/+$/, "") !== "/side-panel/connected") return null;
  const code = new URLSearchParams(url.hash.slice(1)).get("code");
  return code ? code : null;
}
