import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppConfig } from "../config.js";
import type { DbOrTx } from "../db/client.js";
import { presentedDeviceToken, presentedSessionHash, setDeviceCookie, setSessionCookie } from "./cookie.js";
import { trustDevice } from "./password-guard.js";
import { deleteSession } from "./sessions.js";

/**
 * Hands the browser its new session and ends the one it held before (rotation on sign-in). With
 * `trustedUserId` (the person just proved the account's password or e-mail), the browser is also
 * remembered as one of that account's devices.
 */
export async function startSession(
  db: DbOrTx,
  config: Pick<AppConfig, "cookieSecure" | "sessionDays">,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  trustedUserId?: string,
): Promise<void> {
  const previous = presentedSessionHash(request, config.cookieSecure);
  if (previous) await deleteSession(db, previous);
  setSessionCookie(reply, token, { secure: config.cookieSecure, days: config.sessionDays });
  if (trustedUserId) {
    request.sessionUserId = trustedUserId;
    const device = await trustDevice(db, trustedUserId, presentedDeviceToken(request, config.cookieSecure));
    setDeviceCookie(reply, device, config.cookieSecure);
  }
}

/** The browser's device token, for the password limiter. */
export function attemptSource(request: FastifyRequest, config: Pick<AppConfig, "cookieSecure">) {
  return { ip: request.ip, deviceToken: presentedDeviceToken(request, config.cookieSecure) };
}
