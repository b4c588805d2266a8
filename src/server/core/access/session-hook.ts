import type { FastifyRequest } from "fastify";
import { DEMO_CLIENT_EMAIL } from "../../../shared/contracts/demo.js";
import { PANEL_TOKEN_INVALID } from "../../../shared/contracts/side-panel.js";
import type { Db } from "../db/client.js";
import { unauthorized } from "../http/errors.js";
import { presentedApiKey, presentedPanelToken } from "./api-key-header.js";
import { presentedSessionHash } from "./cookie.js";
import { sessionCacheOf } from "./session-cache.js";
import { extendSessionIfAging, findActorBySession, markPanelUsed } from "./sessions.js";
import { hashToken } from "./tokens.js";

declare module "fastify" {
  interface FastifyRequest {
    /** How the session was presented: the app's cookie, or a side panel's bearer token (ADR 0051). */
    sessionKind: "browser" | "panel" | null;
  }
}

/**
 * Resolves the signed-in user for every route that is not public. A request that presents an API key is
 * the key's (api-key-auth.ts), never the cookie's, even when it carries one. A side panel's token decides
 * alone too: unknown, revoked or expired is 401, whatever cookie comes with it. Each kind of session is
 * only taken the way it is presented: a panel's token is no cookie, a cookie's token no bearer.
 */
export function makeSessionResolver(db: Db, sessionDays: number, secureCookies: boolean) {
  // Ended and changed sessions are dropped from it on every server at once (events/live-updates.ts).
  const cache = sessionCacheOf(db);
  return async function resolveSession(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.access === "public") return;
    if (presentedApiKey(request) !== null) return;
    const panelToken = presentedPanelToken(request);
    const kind = panelToken === null ? "browser" : "panel";
    const hash = panelToken === null ? presentedSessionHash(request, secureCookies) : hashToken(panelToken);
    if (!hash) return;
    const found = await cache.find(hash, () => findActorBySession(db, hash));
    if (!found || found.kind !== kind) {
      if (kind === "panel") throw unauthorized(PANEL_TOKEN_INVALID);
      return;
    }
    request.actor = found.actor;
    request.sessionHash = hash;
    request.sessionProvenAt = found.provenAt;
    request.sessionKind = kind;
    if (kind === "panel" && (await markPanelUsed(db, hash, found.lastUsedAt))) cache.used(hash, new Date());
    // Demo sessions keep their short life: every visitor shares the account, so they must not pile up.
    if (found.actor.email === DEMO_CLIENT_EMAIL) return;
    const extendedTo = await extendSessionIfAging(db, hash, found.expiresAt, sessionDays);
    if (extendedTo) cache.extended(hash, extendedTo);
  };
}
