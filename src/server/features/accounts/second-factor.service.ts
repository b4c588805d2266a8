import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import {
  type AgencySecurity,
  SECOND_FACTOR_SIGN_IN_EXPIRED,
  type SecondFactorStatus,
  type TotpSetup,
  WRONG_SECOND_FACTOR_CODE,
} from "../../../shared/contracts/auth.js";
import type { Actor } from "../../core/access/actor.js";
import { guardSecondFactorAttempt } from "../../core/access/password-guard.js";
import { createSession } from "../../core/access/sessions.js";
import { hashToken } from "../../core/access/tokens.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import {
  agencySettings,
  passkeys,
  pendingSignIns,
  recoveryCodes,
  totpSecrets,
  users,
} from "../../core/db/schema/index.js";
import { badRequest, conflict, fieldError, unauthorized } from "../../core/http/errors.js";
import { actorOrFail, isDeactivated, type SignedIn } from "./auth.service.js";
import { spendPasskeyAnswer, spendStepUpPasskeyAnswer } from "./passkeys.service.js";
import { normaliseRecoveryCode, replaceRecoveryCodes } from "./recovery-codes.js";

/** Where a code attempt comes from: the limiter's keys. */
interface AttemptSource {
  ip: string;
  deviceToken: string | null;
}

const ISSUER = "Outreach Desk";
const PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too (clocks drift; typing takes time). */
const WINDOW = 1;
const TOTP_CODE = /^\d{6}$/;

const totpOf = (secret: string, label: string) =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** The 30-second step a 6-digit code belongs to, when it is one of the accepted steps; else null. */
function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  if (!TOTP_CODE.test(code)) return null;
  const delta = totpOf(secret, "").validate({ token: code, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Whether the code is the account's: a current authenticator code (its step then spent, so that it and
 * any earlier one cannot be used again) or an unused recovery code (spent).
 */
async function spendCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (TOTP_CODE.test(trimmed)) {
    const [totp] = await db
      .select({ secret: totpSecrets.secret })
      .from(totpSecrets)
      .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.confirmedAt)));
    const step = totp ? acceptedStep(totp.secret, trimmed) : null;
    if (step === null) return false;
    const spent = await db
      .update(totpSecrets)
      .set({ lastStep: step })
      .where(
        and(eq(totpSecrets.userId, userId), or(isNull(totpSecrets.lastStep), lt(totpSecrets.lastStep, step))),
      )
      .returning({ userId: totpSecrets.userId });
    return spent.length === 1;
  }
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normaliseRecoveryCode(trimmed))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/**
 * The second step of sign-in: the pending sign-in's token and a code. Wrong codes are limited as
 * passwords are; a right one ends the pending sign-in and begins a session.
 */
/** The live pending sign-in the browser's cookie names, or 401 when there is none (or it lapsed). */
export async function findPendingSignIn(
  db: DbOrTx,
  pendingToken: string | null,
): Promise<{ tokenHash: string; userId: string }> {
  const tokenHash = pendingToken ? hashToken(pendingToken) : null;
  const [pending] = tokenHash
    ? await db
        .select({ userId: pendingSignIns.userId })
        .from(pendingSignIns)
        .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, sql`now()`)))
    : [];
  if (!pending || !tokenHash || (await isDeactivated(db, pending.userId))) {
    throw unauthorized(SECOND_FACTOR_SIGN_IN_EXPIRED);
  }
  return { tokenHash, userId: pending.userId };
}

export async function finishSignIn(
  db: Db,
  config: AppConfig,
  pendingToken: string | null,
  answer: { code?: string | undefined; passkey?: Record<string, unknown> | undefined },
  source: AttemptSource,
): Promise<SignedIn & { userId: string }> {
  const { userId } = await findPendingSignIn(db, pendingToken);
  const guard = await guardSecondFactorAttempt(db, config.authRateLimit, { ...source, userId });
  if (answer.passkey) {
    const right = await spendPasskeyAnswer(db, config, pendingToken as string, userId, answer.passkey);
    if (!right)
      throw fieldError("passkey", "The passkey was not accepted. Try again, or enter a code instead.");
  } else if (!(await spendCode(db, userId, answer.code ?? ""))) {
    throw fieldError("code", WRONG_SECOND_FACTOR_CODE);
  }
  await guard.succeeded();
  const ended = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, hashToken(pendingToken as string)))
    .returning({ userId: pendingSignIns.userId });
  if (ended.length === 0) throw unauthorized(SECOND_FACTOR_SIGN_IN_EXPIRED);
  const token = await createSession(db, userId, config.sessionDays);
  return { actor: await actorOrFail(db, userId), token, userId };
}

/** A code again, instead of the password, before what cannot be undone (step-up, ADR 0045). */
export async function confirmSecondFactorCode(
  db: Db,
  config: AppConfig,
  actor: Actor,
  code: string,
  source: AttemptSource,
  field = "code",
): Promise<void> {
  if (!actor.secondFactorAt)
    throw fieldError(field, "You have no second factor: enter your password instead");
  const guard = await guardSecondFactorAttempt(db, config.authRateLimit, { ...source, userId: actor.id });
  if (!(await spendCode(db, actor.id, code))) throw fieldError(field, WRONG_SECOND_FACTOR_CODE);
  await guard.succeeded();
}

/** A passkey's answer instead of the password, before what cannot be undone (step-up). */
export async function confirmPasskey(
  db: Db,
  config: AppConfig,
  actor: Actor,
  answer: Record<string, unknown>,
  source: AttemptSource,
): Promise<void> {
  const guard = await guardSecondFactorAttempt(db, config.authRateLimit, { ...source, userId: actor.id });
  if (!(await spendStepUpPasskeyAnswer(db, config, actor, answer))) {
    throw fieldError("passkey", "The passkey was not accepted. Try again, or enter your password.");
  }
  await guard.succeeded();
}

export async function secondFactorStatus(db: DbOrTx, actor: Actor): Promise<SecondFactorStatus> {
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt)));
  return {
    enabled: actor.secondFactorAt !== null,
    enabledAt: actor.secondFactorAt?.toISOString() ?? null,
    recoveryCodesLeft: actor.secondFactorAt ? (left?.count ?? 0) : 0,
  };
}

const ALREADY_ON =
  "An authenticator app is already set up. Turn the second factor off first to set up another one.";

/** A new secret, kept unconfirmed until its first code: shown now as text, otpauth:// URI and QR code. */
/** Whether the account has a confirmed authenticator app. */
async function hasTotp(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: totpSecrets.userId })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.confirmedAt)));
  return row !== undefined;
}

export async function startTotpSetup(db: DbOrTx, actor: Actor): Promise<TotpSetup> {
  if (await hasTotp(db, actor.id)) throw conflict(ALREADY_ON);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db
    .insert(totpSecrets)
    .values({ userId: actor.id, secret })
    .onConflictDoUpdate({
      target: totpSecrets.userId,
      set: { secret, createdAt: sql`now()`, confirmedAt: null, lastStep: null },
    });
  const uri = totpOf(secret, actor.email).toString();
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** The set-up's first valid code turns the second factor on; answers the recovery codes, shown once. */
export async function confirmTotpSetup(
  db: Db,
  config: AppConfig,
  actor: Actor,
  code: string,
  source: AttemptSource,
): Promise<string[]> {
  const [pending] = await db
    .select({ secret: totpSecrets.secret })
    .from(totpSecrets)
    .where(and(eq(totpSecrets.userId, actor.id), isNull(totpSecrets.confirmedAt)));
  if (!pending)
    throw badRequest("Start the set-up first: no authenticator app is waiting for its first code.");
  const guard = await guardSecondFactorAttempt(db, config.authRateLimit, { ...source, userId: actor.id });
  const step = acceptedStep(pending.secret, code.trim());
  if (step === null) {
    throw fieldError(
      "code",
      "That code is not right. Enter the 6-digit code your authenticator app shows now.",
    );
  }
  await guard.succeeded();
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(totpSecrets)
      .set({ confirmedAt: sql`now()`, lastStep: step })
      .where(and(eq(totpSecrets.userId, actor.id), isNull(totpSecrets.confirmedAt)))
      .returning({ userId: totpSecrets.userId });
    if (confirmed.length === 0) throw conflict(ALREADY_ON);
    if (!actor.secondFactorAt) {
      await tx.update(users).set({ secondFactorAt: sql`now()` }).where(eq(users.id, actor.id));
    }
    return replaceRecoveryCodes(tx, actor.id);
  });
}

/** Removes every second factor of the user (app, passkeys, recovery codes) and turns it off. */
export async function clearSecondFactor(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
  await tx.delete(passkeys).where(eq(passkeys.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.update(users).set({ secondFactorAt: null }).where(eq(users.id, userId));
}

export async function disableSecondFactor(db: Db, actor: Actor): Promise<void> {
  await db.transaction((tx) => clearSecondFactor(tx, actor.id));
}

export async function regenerateRecoveryCodes(db: Db, actor: Actor): Promise<string[]> {
  if (!actor.secondFactorAt)
    throw badRequest("Turn on your second factor first: recovery codes come with it.");
  return db.transaction((tx) => replaceRecoveryCodes(tx, actor.id));
}

export async function agencySecurity(db: DbOrTx): Promise<AgencySecurity> {
  const [row] = await db.select({ required: agencySettings.requireSecondFactor }).from(agencySettings);
  return { secondFactorRequired: row?.required ?? false };
}

/**
 * The owner requires (or stops requiring) a second factor of all staff. They must have one themselves
 * first: otherwise the switch would shut them out of everything but setting one up.
 */
export async function updateAgencySecurity(
  db: DbOrTx,
  actor: Actor,
  input: AgencySecurity,
): Promise<AgencySecurity> {
  if (input.secondFactorRequired && !actor.secondFactorAt) {
    throw fieldError(
      "secondFactorRequired",
      "Set up your own second factor first (profile menu, Second Factor), then require it of all staff",
    );
  }
  await db
    .insert(agencySettings)
    .values({ id: true, requireSecondFactor: input.secondFactorRequired, updatedBy: actor.id })
    .onConflictDoUpdate({
      target: agencySettings.id,
      set: { requireSecondFactor: input.secondFactorRequired, updatedBy: actor.id, updatedAt: sql`now()` },
    });
  return { secondFactorRequired: input.secondFactorRequired };
}
