import type { FastifyReply, FastifyRequest } from "fastify";
import { hashToken } from "./tokens.js";

/** Name of the session cookie over plain HTTP (development, tests). */
export const SESSION_COOKIE = "od_session";
/** Name of the trusted-device cookie over plain HTTP. */
export const DEVICE_COOKIE = "od_device";
const DEVICE_COOKIE_DAYS = 365;

/**
 * Behind HTTPS the cookies carry the `__Host-` prefix: browsers then accept them only when Secure,
 * with Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite them.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

function cookieAttributes(secure: boolean, days: number) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure, maxAge: days * 24 * 60 * 60 };
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; days: number },
) {
  reply.setCookie(
    cookieName(SESSION_COOKIE, options.secure),
    token,
    cookieAttributes(options.secure, options.days),
  );
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(cookieName(SESSION_COOKIE, secure), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
}

/** Hash of the presented session token, unverified. */
export function presentedSessionHash(request: FastifyRequest, secure: boolean): string | null {
  const token = request.cookies[cookieName(SESSION_COOKIE, secure)];
  return token ? hashToken(token) : null;
}

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(cookieName(DEVICE_COOKIE, secure), token, cookieAttributes(secure, DEVICE_COOKIE_DAYS));
}

/** The presented trusted-device token, unverified. */
export function presentedDeviceToken(request: FastifyRequest, secure: boolean): string | null {
  return request.cookies[cookieName(DEVICE_COOKIE, secure)] ?? null;
}

export const TRUSTED_DEVICE_DAYS = DEVICE_COOKIE_DAYS;

/**
 * Name of the cookie of a sign-in waiting for its second factor over plain HTTP (ADR 0048): it grants
 * nothing but entering the code, for SECOND_FACTOR_PENDING_MINUTES.
 */
export const PENDING_SIGN_IN_COOKIE = "od_pending_sign_in";

export function setPendingSignInCookie(reply: FastifyReply, token: string, secure: boolean, minutes: number) {
  reply.setCookie(cookieName(PENDING_SIGN_IN_COOKIE, secure), token, {
    ...cookieAttributes(secure, 1),
    sameSite: "strict",
    maxAge: minutes * 60,
  });
}

export function clearPendingSignInCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(cookieName(PENDING_SIGN_IN_COOKIE, secure), {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure,
  });
}

/** The presented pending sign-in token, unverified. */
export function presentedPendingSignIn(request: FastifyRequest, secure: boolean): string | null {
  return request.cookies[cookieName(PENDING_SIGN_IN_COOKIE, secure)] ?? null;
}
