import type { FastifyInstance } from "fastify";
import { perMinuteLimit } from "../../core/access/per-minute-limit.js";

/**
 * Each side panel's token may make `perMinute` requests a minute, counted in this server's memory (as
 * API keys are, ADR 0027). Browser sessions are not counted. Install after the session resolver (it
 * reads which kind of session the request presented) and after the API keys' limiter, which registers
 * the rate-limit plugin.
 */
export function installPanelRateLimit(app: FastifyInstance, perMinute: number): void {
  app.addHook(
    "onRequest",
    perMinuteLimit(app, {
      perMinute,
      counts: (request) => request.sessionKind === "panel",
      key: (request) => `panel:${request.sessionHash ?? ""}`,
      what: "from the side panel",
    }),
  );
}
