import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import { HttpError } from "../http/errors.js";

const MINUTE_MS = 60_000;

interface PerMinuteLimit {
  perMinute: number;
  /** Whether the request is counted at all (the limiter is not run for the others: it costs each a little). */
  counts: (request: FastifyRequest) => boolean;
  /** Whose count it is: each caller has its own. */
  key: (request: FastifyRequest) => string;
  /** How the 429 names the caller: "with this API key", "from the side panel". */
  what: string;
}

/**
 * An onRequest hook that lets each caller make `perMinute` requests a minute, counted in this server's
 * memory by @fastify/rate-limit (registered once, `global: false`, before this is called); then 429
 * with the usual error body and Retry-After.
 */
export function perMinuteLimit(app: FastifyInstance, limit: PerMinuteLimit): onRequestHookHandler {
  const check = app.rateLimit({
    max: limit.perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: limit.key,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Too many requests ${limit.what}. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
        { "retry-after": String(seconds) },
      );
    },
  });
  return function limitRequests(request, reply, done) {
    if (!limit.counts(request)) return done();
    check.call(this, request, reply).then(() => done(), done);
  };
}
