import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from "../../../shared/contracts/api-keys.js";
import { hashToken, newToken } from "../../core/access/tokens.js";

/** `od_` and 32 random bytes in base64url (43 characters). */
const WELL_FORMED = /^od_[A-Za-z0-9_-]{43}$/;

export interface NewApiKeySecret {
  secret: string;
  /** SHA-256 of the secret, the only form kept. */
  hash: string;
  /** The characters shown in lists. */
  prefix: string;
}

export function newApiKeySecret(): NewApiKeySecret {
  const secret = `${API_KEY_PREFIX}${newToken()}`;
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, API_KEY_SHOWN_LENGTH) };
}

/** The hash to look a presented key up by; null when it cannot be a key (nothing is looked up). */
export function presentedKeyHash(secret: string): string | null {
  return WELL_FORMED.test(secret) ? hashToken(secret) : null;
}
