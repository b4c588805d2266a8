import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.js";
import { presentedSessionHash } from "./cookie.js";
import { extendSessionIfAging, findActorBySession } from "./sessions.js";

/** Resolves the signed-in user for every route that is not public. */
export function makeSessionResolver(db: Db, sessionDays: number) {
  return async function resolveSession(request: FastifyRequest): Promise<void> {
    if (request.routeOptions.config.access === "public") return;
    const hash = presentedSessionHash(request);
    if (!hash) return;
    const found = await findActorBySession(db, hash);
    if (!found) return;
    request.actor = found.actor;
    request.sessionHash = hash;
    await extendSessionIfAging(db, hash, found.expiresAt, sessionDays);
  };
}
