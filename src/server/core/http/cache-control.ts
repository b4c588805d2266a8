import type { FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "./client-app.js";

/**
 * Every API answer is `Cache-Control: no-store` unless its route sets its own header: most carry
 * personal data (people's names, e-mails, conversations), which must not stay in a browser's disk
 * cache or a proxy after the user has signed out or left a shared computer. Errors included.
 * A route that wants another policy sets the header itself (none does at present).
 */
export function noStoreByDefault(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
) {
  if (isApiPath(request.url) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  done(null, payload);
}
