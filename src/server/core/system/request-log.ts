import type { FastifyRequest } from "fastify";

/** A link's token in a query string: e-mailed links carry it, and it is a right to an account. */
const TOKEN_IN_QUERY = /([?&]token=)[^&#]*/gi;

export function withoutTokens(url: string): string {
  return url.replace(TOKEN_IN_QUERY, "$1[redacted]");
}

/**
 * How a request appears in the logs: Fastify's usual fields, with the tokens of mailed links
 * (/invitation, /reset-password, /verify-email, /sign-in-link) left out, so reading the logs grants nothing.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
