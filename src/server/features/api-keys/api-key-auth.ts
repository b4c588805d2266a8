import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { API_KEY_INVALID } from "../../../shared/contracts/api-keys.js";
import { presentedApiKey } from "../../core/access/api-key-header.js";
import { perMinuteLimit } from "../../core/access/per-minute-limit.js";
import type { Db } from "../../core/db/client.js";
import { isReadMethod } from "../../core/http/access.js";
import { unauthorized } from "../../core/http/errors.js";
import { findApiKeyActor, recordApiKeyUse } from "./api-key-actor.js";
import { recordApiKeyAudit, requestDetail } from "./api-key-audit.js";
import { presentedKeyHash } from "./api-key-secret.js";

/**
 * `Authorization: Bearer <key>`: resolves the key's actor before the session would be (a presented key
 * never falls back to the cookie), limits each key's requests per minute, and records every change
 * made with a key as it is answered. Call before the session resolver is added.
 */
export async function installApiKeyAuth(
  app: FastifyInstance,
  { db, perMinute }: { db: Db; perMinute: number },
) {
  app.decorateRequest("apiKey", null);

  app.addHook("onRequest", async (request: FastifyRequest) => {
    const secret = presentedApiKey(request);
    if (secret === null || request.is404) return;
    const config = request.routeOptions.config;
    // Public routes need no caller; session-only ones refuse any key without looking it up (access.ts).
    if (config.access === "public" || config.sessionOnly) return;
    const hash = presentedKeyHash(secret);
    const found = hash ? await findApiKeyActor(db, hash) : null;
    if (!found) throw unauthorized(API_KEY_INVALID);
    request.actor = found.actor;
    request.apiKey = found.key;
    await recordApiKeyUse(db, found.key);
  });

  // Session traffic is not counted: only requests made with a key, each key on its own. The limiter is
  // not run at all for the others (its key and allow-list steps cost every request a few microseconds).
  await app.register(rateLimit, { global: false });
  app.addHook(
    "onRequest",
    perMinuteLimit(app, {
      perMinute,
      counts: (request) => request.apiKey !== null,
      key: (request) => `api-key:${request.apiKey?.id ?? ""}`,
      what: "with this API key",
    }),
  );

  // A refused-by-limit request did no work and is not recorded: a flood must not become audit rows.
  // Recorded before the answer leaves, so the key's next request is never recorded before this one.
  app.addHook("onSend", async (request, reply) => {
    const key = request.apiKey;
    if (!key || isReadMethod(request.method) || reply.statusCode === 429) return;
    const route = request.routeOptions.url ?? request.url;
    await recordApiKeyAudit(db, {
      keyId: key.id,
      action: "request",
      actorId: null,
      detail: requestDetail(request.method, route, reply.statusCode),
    }).catch((error: unknown) => request.log.error({ err: error }, "api key audit not recorded"));
  });
}
