import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, eq, gt, sql } from "drizzle-orm";
import type { NewPasskey, Passkey } from "../../../shared/contracts/auth.js";
import type { Actor } from "../../core/access/actor.js";
import { hashToken } from "../../core/access/tokens.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { passkeyChallenges, passkeys, pendingSignIns, users } from "../../core/db/schema/index.js";
import { badRequest, fieldError, notFound } from "../../core/http/errors.js";
import { replaceRecoveryCodes } from "./recovery-codes.js";

const RP_NAME = "Outreach Desk";
const CHALLENGE_MINUTES = 5;

/** The relying party is the app at PUBLIC_URL: its host name is the RP ID, its origin the expected origin. */
function relyingParty(config: Pick<AppConfig, "publicUrl">) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const toBase64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

const shown = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const ofUser = (db: DbOrTx, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);

export async function listPasskeys(db: DbOrTx, actor: Actor): Promise<Passkey[]> {
  return (await ofUser(db, actor.id)).map(shown);
}

export async function hasPasskey(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Keeps the user's one open challenge (registration or step-up) for CHALLENGE_MINUTES. */
async function keepChallenge(db: DbOrTx, userId: string, challenge: string): Promise<void> {
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  await db
    .insert(passkeyChallenges)
    .values({ userId, challenge, expiresAt })
    .onConflictDoUpdate({ target: passkeyChallenges.userId, set: { challenge, expiresAt } });
}

/** Spends the user's open challenge, if it has not expired: the first answer takes it. */
async function spendChallenge(db: DbOrTx, userId: string): Promise<{ challenge: string } | undefined> {
  const [spent] = await db
    .delete(passkeyChallenges)
    .where(and(eq(passkeyChallenges.userId, userId), gt(passkeyChallenges.expiresAt, sql`now()`)))
    .returning({ challenge: passkeyChallenges.challenge });
  return spent;
}

/** Options for the browser to create a passkey; the challenge is kept for a few minutes. */
export async function passkeyRegistrationOptions(db: DbOrTx, config: AppConfig, actor: Actor) {
  const existing = await ofUser(db, actor.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(config).rpID,
    userName: actor.email,
    userDisplayName: actor.name ?? actor.email,
    userID: new TextEncoder().encode(actor.id),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(db, actor.id, options.challenge);
  return options as unknown as Record<string, unknown>;
}

const NOT_CREATED = "The passkey could not be checked. Start adding it again.";

/**
 * Checks the browser's new credential against the challenge and keeps it. When it is the account's first
 * second factor, the second factor is on from now and the recovery codes are answered, once.
 */
export async function addPasskey(
  db: Db,
  config: AppConfig,
  actor: Actor,
  input: NewPasskey,
): Promise<{ passkey: Passkey; recoveryCodes: string[] | null }> {
  const spent = await spendChallenge(db, actor.id);
  if (!spent) throw badRequest("Start adding the passkey again: its request expired.");
  const { rpID, origin } = relyingParty(config);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: spent.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch {
    throw fieldError("response", NOT_CREATED);
  }
  if (!verification.verified) throw fieldError("response", NOT_CREATED);
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: actor.id,
        name: input.name,
        credentialId: credential.id,
        publicKey: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw badRequest("This passkey is already registered.");
    let recoveryCodes: string[] | null = null;
    if (!actor.secondFactorAt) {
      await tx.update(users).set({ secondFactorAt: sql`now()` }).where(eq(users.id, actor.id));
      recoveryCodes = await replaceRecoveryCodes(tx, actor.id);
    }
    return { passkey: shown(row), recoveryCodes };
  });
}

/**
 * Removes one passkey. When it was the account's last second factor (no authenticator app either), the
 * second factor is off and the recovery codes go too.
 */
export async function removePasskey(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound("This passkey does not exist, or was already removed.");
    await turnOffWhenNoneLeft(tx, actor.id);
  });
}

/** The second factor is off once neither a passkey nor a confirmed authenticator app is left. */
export async function turnOffWhenNoneLeft(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`
    with left_over as (
      select 1 from passkeys where user_id = ${userId}
      union all
      select 1 from totp_secrets where user_id = ${userId} and confirmed_at is not null
    ), off as (
      update users set second_factor_at = null where id = ${userId} and not exists (select 1 from left_over)
      returning id
    )
    delete from recovery_codes where user_id in (select id from off)`);
}

/** The challenge for finishing a pending sign-in with one of the account's passkeys. */
export async function passkeySignInOptions(
  db: DbOrTx,
  config: AppConfig,
  pending: { tokenHash: string; userId: string },
) {
  const own = await ofUser(db, pending.userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
    userVerification: "preferred",
  });
  await db
    .update(pendingSignIns)
    .set({ challenge: options.challenge })
    .where(eq(pendingSignIns.tokenHash, pending.tokenHash));
  return options as unknown as Record<string, unknown>;
}

/**
 * Whether the browser's answer is signed by one of the account's passkeys over the pending sign-in's
 * challenge, which is spent either way.
 */
export async function spendPasskeyAnswer(
  db: DbOrTx,
  config: AppConfig,
  pendingToken: string,
  userId: string,
  response: Record<string, unknown>,
): Promise<boolean> {
  const tokenHash = hashToken(pendingToken);
  const [pending] = await db
    .select({ challenge: pendingSignIns.challenge })
    .from(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, tokenHash));
  const challenge = pending?.challenge;
  if (!challenge) return false;
  // Spent before it is checked, and only once even when two answers race.
  const spent = await db
    .update(pendingSignIns)
    .set({ challenge: null })
    .where(and(eq(pendingSignIns.tokenHash, tokenHash), eq(pendingSignIns.challenge, challenge)))
    .returning({ tokenHash: pendingSignIns.tokenHash });
  if (spent.length === 0) return false;
  return verifyAnswer(db, config, userId, challenge, response);
}

/** Whether the answer is signed over the challenge by one of the person's passkeys (its counter moves on). */
async function verifyAnswer(
  db: DbOrTx,
  config: AppConfig,
  userId: string,
  challenge: string,
  response: Record<string, unknown>,
): Promise<boolean> {
  const answer = response as unknown as AuthenticationResponseJSON;
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.credentialId, String(answer.id))));
  if (!row) return false;
  const { rpID, origin } = relyingParty(config);
  try {
    const verification = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: row.credentialId,
        publicKey: fromBase64Url(row.publicKey),
        counter: row.counter,
        transports: row.transports,
      },
      requireUserVerification: false,
    });
    if (!verification.verified) return false;
    await db
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
      .where(eq(passkeys.id, row.id));
    return true;
  } catch {
    return false;
  }
}

/** The challenge for confirming it's you (step-up) with one of your passkeys. */
export async function stepUpPasskeyOptions(db: DbOrTx, config: AppConfig, actor: Actor) {
  const own = await ofUser(db, actor.id);
  if (own.length === 0) throw badRequest("You have no passkey: enter your password instead.");
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
    userVerification: "preferred",
  });
  await keepChallenge(db, actor.id, options.challenge);
  return options as unknown as Record<string, unknown>;
}

/** Spends the step-up challenge and checks the passkey's answer to it. */
export async function spendStepUpPasskeyAnswer(
  db: DbOrTx,
  config: AppConfig,
  actor: Actor,
  response: Record<string, unknown>,
): Promise<boolean> {
  const spent = await spendChallenge(db, actor.id);
  if (!spent) return false;
  return verifyAnswer(db, config, actor.id, spent.challenge, response);
}
