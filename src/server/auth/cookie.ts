import type { FastifyReply, FastifyRequest } from "fastify";
import { hashToken } from "./tokens.js";

export const SESSION_COOKIE = "od_session";

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; days: number },
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    maxAge: options.days * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure });
}

/** Hash of the presented cookie token, unverified. */
export function presentedSessionHash(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}
