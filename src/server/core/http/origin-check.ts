import type { FastifyRequest } from "fastify";
import { presentsBearer } from "../access/api-key-header.js";
import { forbidden } from "./errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a browser mutation sent from another site. Requests without an Origin header
 * (curl, server-to-server, Stripe's webhook) pass; cookies are SameSite=Lax besides. So do requests with a
 * bearer credential (an API key, the side panel's token from its extension page): a forged request
 * rides on cookies, and no other site's page can add that header without a CORS grant this server
 * never gives.
 */
export function makeOriginCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async function originCheck(request: FastifyRequest): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || presentsBearer(request)) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin === publicOrigin || origin === ownOrigin) return;
    throw forbidden("Cross-site request refused: the request came from another site.");
  };
}
