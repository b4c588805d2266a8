import { and, eq, gt, sql } from "drizzle-orm";
import type { AppConfig } from "../config.js";
import type { DbOrTx } from "../db/client.js";
import { trustedDevices } from "../db/schema/index.js";
import { TRUSTED_DEVICE_DAYS } from "./cookie.js";
import { consumeRateLimit, refundRateLimit, withinRateLimit } from "./rate-limit.js";
import { hashToken, newToken } from "./tokens.js";

type Limits = AppConfig["authRateLimit"];

export interface PasswordAttempt {
  ip: string;
  /** The account the password is tried against, as typed. */
  email: string;
  /** That account's id when it exists: a device cookie is trusted for this account only. */
  userId: string | null;
  /** The browser's trusted-device token, if it presented one. */
  deviceToken: string | null;
}

export interface GuardedAttempt {
  /** The password was right: its hits are given back. */
  succeeded(): Promise<void>;
  /**
   * Only with `heldBack: "report"`: a browser the account has not seen, while the account's budget for
   * such browsers is spent. The caller answers without signing in (sign-in mails a link; ADR 0042).
   */
  heldBack: boolean;
}

/** Whether the browser signed in to this account successfully before (its cookie is on file and current). */
async function trustedDeviceHash(
  db: DbOrTx,
  deviceToken: string | null,
  userId: string | null,
): Promise<string | null> {
  if (!deviceToken || !userId) return null;
  const hash = hashToken(deviceToken);
  const [row] = await db
    .select({ hash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, hash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ? hash : null;
}

/**
 * Slows down online password guessing without letting anyone lock the owner out (OWASP "device
 * cookies"): attempts from browsers that never signed in to the account share one per-e-mail budget,
 * which a guesser exhausts for guessers only; a browser that signed in before has a budget of its own.
 * Every attempt also counts against its IP. Counts are taken before the password is checked, so
 * parallel guesses cannot slip past the limit; a correct password gives its hits back.
 *
 * Used by sign-in, change-password, e-mail change and accepting an invitation with an existing
 * password: they share the keys, so guesses add up whichever door they use. A spent budget answers
 * 429, except that sign-in asks for `heldBack: "report"` for browsers the account has not seen, so
 * that a guesser cannot keep the owner out of a new browser.
 */
export async function guardPasswordAttempt(
  db: DbOrTx,
  limits: Limits,
  attempt: PasswordAttempt,
  heldBack: "refuse" | "report" = "refuse",
): Promise<GuardedAttempt> {
  const ipKey = `password:ip:${attempt.ip}`;
  await consumeRateLimit(db, ipKey, limits.perIp, limits.windowSeconds);
  const device = await trustedDeviceHash(db, attempt.deviceToken, attempt.userId);
  const accountKey = device ? `password:device:${device}` : `password:email:${attempt.email}`;
  let within = true;
  if (!device && heldBack === "report") {
    within = await withinRateLimit(db, accountKey, limits.perEmail, limits.windowSeconds);
  } else {
    await consumeRateLimit(db, accountKey, limits.perEmail, limits.windowSeconds);
  }
  return {
    async succeeded() {
      await refundRateLimit(db, [ipKey, accountKey]);
    },
    heldBack: !within,
  };
}

/**
 * After a correct password: the browser's device token for this account, kept when it already has a
 * current one, otherwise a new one (the caller sets it as the device cookie).
 */
export async function trustDevice(db: DbOrTx, userId: string, presented: string | null): Promise<string> {
  if (await trustedDeviceHash(db, presented, userId)) {
    return presented as string;
  }
  const token = newToken();
  await db.insert(trustedDevices).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000),
  });
  return token;
}

/** Deletes expired device tokens, which are never read again (the pruning job). */
export async function deleteExpiredTrustedDevices(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(trustedDevices)
    .where(sql`${trustedDevices.expiresAt} < now()`)
    .returning({ tokenHash: trustedDevices.tokenHash });
  return deleted.length;
}

/**
 * Limits wrong second-factor codes as passwords are (ADR 0048): every attempt counts against its IP,
 * and against the account's budget, or the browser's own when it signed in to the account before, so
 * that someone who knows the password cannot spend the owner's trusted browser's attempts. A spent
 * budget answers 429; a correct code gives its hits back.
 */
export async function guardSecondFactorAttempt(
  db: DbOrTx,
  limits: Limits,
  attempt: { ip: string; userId: string; deviceToken: string | null },
): Promise<Pick<GuardedAttempt, "succeeded">> {
  const ipKey = `second-factor:ip:${attempt.ip}`;
  await consumeRateLimit(db, ipKey, limits.perIp, limits.windowSeconds);
  const device = await trustedDeviceHash(db, attempt.deviceToken, attempt.userId);
  const accountKey = device ? `second-factor:device:${device}` : `second-factor:user:${attempt.userId}`;
  await consumeRateLimit(db, accountKey, limits.perEmail, limits.windowSeconds);
  return {
    async succeeded() {
      await refundRateLimit(db, [ipKey, accountKey]);
    },
  };
}
