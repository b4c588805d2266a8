import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a signature's time may be from ours: older (or later) events are refused as replays. */
export const CALENDLY_SIGNATURE_TOLERANCE_SECONDS = 3 * 60;

const HEADER_PART = /^(t|v1)=(.+)$/;
const HEX = /^[0-9a-f]+$/i;

const digest = (signingKey: string, timestamp: string, body: Buffer | string) =>
  createHmac("sha256", signingKey).update(`${timestamp}.`).update(body).digest();

/**
 * A Calendly-Webhook-Signature header value for `body`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, as Calendly signs with the company's signing key.
 */
export function calendlySignature(signingKey: string, body: Buffer | string, unixSeconds: number): string {
  const t = String(Math.floor(unixSeconds));
  return `t=${t},v1=${digest(signingKey, t, body).toString("hex")}`;
}

/**
 * Whether the header signs exactly these bytes with this key, within the tolerance of `now`. A missing or
 * malformed header is simply not valid; nothing tells the caller which part failed.
 */
export function isValidCalendlySignature(
  header: string | undefined,
  body: Buffer,
  signingKey: string,
  now = new Date(),
): boolean {
  if (!header) return false;
  const parts = new Map<string, string>();
  for (const piece of header.split(",")) {
    const match = HEADER_PART.exec(piece.trim());
    if (match?.[1] && match[2]) parts.set(match[1], match[2]);
  }
  const t = parts.get("t");
  const v1 = parts.get("v1");
  if (!t || !v1 || !/^\d{1,12}$/.test(t) || !HEX.test(v1) || v1.length % 2 !== 0) return false;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > CALENDLY_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = digest(signingKey, t, body);
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
