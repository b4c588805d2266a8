import type { FastifyRequest } from "fastify";

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/**
 * The API key a request presents as `Authorization: Bearer <key>`, unverified: "" for a Bearer header
 * without one, null when the request presents none (no header, or another scheme).
 */
export function presentedApiKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  const match = BEARER.exec(header.trim());
  if (!match) return null;
  return (match[1] ?? "").trim();
}
