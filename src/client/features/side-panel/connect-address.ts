import { panelGrantRequestSchema } from "../../../shared/contracts/side-panel";

/** What the Connect page says when it was not opened by the side panel (no valid challenge). */
export const OPEN_FROM_PANEL = "Open this page from the side panel's Connect button.";

/** Where a connected tab ends up: the side panel reads the code from its address and closes it. */
export const CONNECTED_PATH = "/side-panel/connected";

/**
 * The challenge the side panel put in the Connect page's address (`?challenge=`), or null when it is
 * missing or is not one (the base64url SHA-256 of the panel's verifier: 43 characters).
 */
export function readChallenge(search: string | URLSearchParams): string | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const challenge = params.get("challenge");
  if (challenge === null) return null;
  return panelGrantRequestSchema.safeParse({ challenge }).success ? challenge : null;
}

/** The address that hands the side panel its one-use code: `/side-panel/connected#code=<code>`. */
export function connectedPath(code: string): string {
  return `${CONNECTED_PATH}#code=${encodeURIComponent(code)}`;
}

/** The code in a connected tab's address hash (`#code=...`), or null when it carries none. */
export function readConnectedCode(hash: string): string | null {
  const code = new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash).get("code");
  return code ? code : null;
}
