import type { FastifyRequest } from "fastify";
import { PANEL_TOKEN_PREFIX } from "../../../shared/contracts/side-panel.js";

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/** The bearer value a request presents (`Authorization: Bearer <value>`), "" for none after the scheme. */
function presentedBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = BEARER.exec(header.trim());
  if (!match) return null;
  return (match[1] ?? "").trim();
}

/** A side panel's token (ADR 0051) is a bearer value with its own prefix: a session, not an API key. */
const isPanelToken = (value: string) => value.startsWith(PANEL_TOKEN_PREFIX);

/**
 * The API key a request presents as `Authorization: Bearer <key>`, unverified: "" for a Bearer header
 * without one, null when the request presents none (no header, another scheme, or a side panel's token).
 */
export function presentedApiKey(request: FastifyRequest): string | null {
  const value = presentedBearer(request);
  return value === null || isPanelToken(value) ? null : value;
}

/** The side panel's token a request presents as `Authorization: Bearer odp_…`, unverified; else null. */
export function presentedPanelToken(request: FastifyRequest): string | null {
  const value = presentedBearer(request);
  return value !== null && isPanelToken(value) ? value : null;
}

/**
 * Whether the request carries any bearer credential. Browsers never add one on their own, so such a
 * request cannot be a cross-site forgery riding on a cookie.
 */
export const presentsBearer = (request: FastifyRequest) => presentedBearer(request) !== null;
