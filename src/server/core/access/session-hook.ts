import type { FastifyRequest } from "fastify";
import { DEMO_CLIENT_EMAIL } from "../../../shared/contracts/demo.js";
import type { Db } from "../db/client.js";
import { presentedApiKey } from "./api-key-header.js";
import { presentedSessionHash } from "./cookie.js";
import { sessionCacheOf } from "./session-cache.js";
import { extendSessionIfAging, findActorBySession } from "./sessions.js";

/**
 * Resolves the signed-in user for every route that is not public. A request that presents an API key is
 * the key's (api-key-auth.ts), never the cookie's, even when it carries one.
 */
export function makeSessionResolver(db: Db, sessionDays: number, secureCookies: boolean) {
  // Ended and changed sessions are dropped from it on every server at once (events/live-updates.ts).
  const cache = sessionCacheOf(db);
  return async function resolveSession(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.access === "public") return;
    if (presentedApiKey(request) !== null) return;
    const hash = presentedSessionHash(request, secureCookies);
    if (!hash) return;
    const found = await cache.find(hash, () => findActorBySession(db, hash));
    if (!found) return;
    request.actor = found.actor;
    request.sessionHash = hash;
    request.sessionProvenAt = found.provenAt;
    // Demo sessions keep their short life: every visitor shares the account, so they must not pile up.
    if (found.actor.email === DEMO_CLIENT_EMAIL) return;
    const extendedTo = await extendSessionIfAging(db, hash, found.expiresAt, sessionDays);
    if (extendedTo) cache.extended(hash, extendedTo);
  };
}
