import type { FastifyInstance } from "fastify";
import { HttpError } from "../../core/http/errors.js";

const MINUTE_MS = 60_000;

/**
 * Each side panel's token may make `perMinute` requests a minute, counted in this server's memory (as
 * API keys are, ADR 0027); then 429 with Retry-After. Browser sessions are not counted. Install after
 * the session resolver (it reads which kind of session the request presented) and after the API keys'
 * limiter, which registers the rate-limit plugin.
 */
export function installPanelRateLimit(app: FastifyInstance, perMinute: number): void {
  const limit = app.rateLimit({
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (request) => `panel:${request.sessionHash ?? ""}`,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Too many requests from the side panel. Please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`,
        { "retry-after": String(seconds) },
      );
    },
  });
  app.addHook("onRequest", function limitPanelRequests(request, reply, done) {
    if (request.sessionKind !== "panel") return done();
    limit.call(this, request, reply).then(() => done(), done);
  });
}
