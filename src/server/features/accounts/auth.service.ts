import { eq, sql } from "drizzle-orm";
import type { ChangePasswordRequest, LoginRequest } from "../../../shared/contracts/auth.js";
import { DEMO_CLIENT_EMAIL } from "../../../shared/contracts/demo.js";
import type { Actor } from "../../core/access/actor.js";
import { guardPasswordAttempt } from "../../core/access/password-guard.js";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../../core/access/passwords.js";
import { consumeRateLimit } from "../../core/access/rate-limit.js";
import { createSession, deleteOtherSessions } from "../../core/access/sessions.js";
import { findActorById, findUserByEmail, nameFromEmail } from "../../core/access/users.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { sdrs, users } from "../../core/db/schema/index.js";
import { fieldError, forbidden, unauthorized } from "../../core/http/errors.js";
import { assertStrongPassword, passwordRefusal, personalInputs } from "./password-strength.js";
import { needsSecondFactor, startPendingSignIn } from "./pending-sign-in.js";

type RateLimitConfig = AppConfig["authRateLimit"];
export interface SignedIn {
  actor: Actor;
  token: string;
}

/** Where a password attempt comes from: the limiter's keys. */
export interface AttemptSource {
  ip: string;
  deviceToken: string | null;
}

/** The one answer to a wrong password, an unknown address, and an archived or terminated account. */
const INVALID_CREDENTIALS = "Invalid email or password.";

export async function limitAuthAttempts(
  db: DbOrTx,
  limits: RateLimitConfig,
  action: string,
  ip: string,
  email: string,
) {
  await consumeRateLimit(db, `${action}:ip:${ip}`, limits.perIp, limits.windowSeconds);
  await consumeRateLimit(db, `${action}:email:${email}`, limits.perEmail, limits.windowSeconds);
}

/**
 * Per IP only, for requests that name no account (a link's token): one shared key would let anyone
 * block every link.
 */
export async function limitPerIp(db: DbOrTx, limits: RateLimitConfig, action: string, ip: string) {
  await consumeRateLimit(db, `${action}:ip:${ip}`, limits.perIp, limits.windowSeconds);
}

export async function actorOrFail(db: DbOrTx, userId: string): Promise<Actor> {
  const actor = await findActorById(db, userId);
  if (!actor) throw unauthorized();
  return actor;
}

/**
 * A browser the account has not seen, while guessing at the account is held back: no session; the
 * account to mail a sign-in link to when the password was right (ADR 0042).
 */
export interface HeldBack {
  heldBack: true;
  mailTo: { id: string; email: string } | null;
}

/** The password was right and the account has a second factor: no session until the code (ADR 0048). */
export interface SecondFactorPending {
  heldBack: false;
  secondFactor: true;
  pendingToken: string;
  userId: string;
}

/**
 * Signs in. An archived or terminated account answers exactly as a wrong password does, whatever the
 * password, so no answer confirms it; the password is still checked, so the time is the same too.
 */
export async function login(
  db: Db,
  config: AppConfig,
  input: LoginRequest,
  source: AttemptSource,
): Promise<
  (SignedIn & { userId: string; heldBack: false; secondFactor: false }) | HeldBack | SecondFactorPending
> {
  const user = await findUserByEmail(db, input.email);
  const guard = await guardPasswordAttempt(
    db,
    config.authRateLimit,
    { ...source, email: input.email, userId: user?.id ?? null },
    "report",
  );
  if (!user) {
    await verifyAgainstNothing(input.password);
    if (guard.heldBack) return { heldBack: true, mailTo: null };
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const correct =
    (await verifyPassword(input.password, user.passwordHash)) && !(await isDeactivated(db, user.id));
  if (guard.heldBack) return { heldBack: true, mailTo: correct ? { id: user.id, email: user.email } : null };
  if (!correct) throw unauthorized(INVALID_CREDENTIALS);
  await guard.succeeded();
  if (user.role !== input.userType) {
    throw unauthorized(
      user.role === "sdr"
        ? "This is an SDR account. Sign in on the SDR tab."
        : "This is a client account. Sign in on the Client tab.",
    );
  }
  if (needsSecondFactor(user)) {
    const pendingToken = await startPendingSignIn(db, user.id);
    return { heldBack: false, secondFactor: true, pendingToken, userId: user.id };
  }
  const token = await createSession(db, user.id, config.sessionDays);
  return {
    actor: await actorOrFail(db, user.id),
    token,
    userId: user.id,
    heldBack: false,
    secondFactor: false,
  };
}

/**
 * Who may not sign in: an SDR archived from the roster or set to Terminated, and the logins of a
 * company archived or set to Terminated. Changing the status back restores access.
 */
export async function isDeactivated(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ deactivated: boolean }>(
    db,
    sql`select exists (
          select 1 from sdrs
          where sdrs.user_id = ${userId} and (sdrs.archived_at is not null or sdrs.status = 'Terminated')
          union all
          select 1 from users join companies on companies.id = users.company_id
          where users.id = ${userId}
            and (companies.archived_at is not null or companies.status = 'Terminated')
        ) as deactivated`,
  );
  return row?.deactivated === true;
}

export function refuseDemoAccountChanges(actor: Actor) {
  if (actor.email === DEMO_CLIENT_EMAIL) throw forbidden("The demo account cannot be changed.");
}

/**
 * The signed-in user's current password, asked again before a change that would hand the account
 * over (a new password, a new e-mail): a stolen session alone is not enough, and guesses are limited
 * as sign-in's are.
 */
export async function confirmCurrentPassword(
  db: Db,
  config: AppConfig,
  actor: Actor,
  password: string | undefined,
  source: AttemptSource,
  field = "currentPassword",
): Promise<void> {
  if (!password) throw fieldError(field, "Enter your current password");
  const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw unauthorized();
  const guard = await guardPasswordAttempt(db, config.authRateLimit, {
    ...source,
    email: user.email,
    userId: user.id,
  });
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw fieldError(field, "Current password is incorrect");
  }
  await guard.succeeded();
}

/** Ends every other session of the user: whoever else held the old password is signed out. */
export async function changePassword(
  actor: Actor,
  db: Db,
  config: AppConfig,
  currentSessionHash: string | null,
  input: ChangePasswordRequest,
  source: AttemptSource,
): Promise<void> {
  refuseDemoAccountChanges(actor);
  await confirmCurrentPassword(db, config, actor, input.currentPassword, source);
  if (input.currentPassword === input.newPassword) {
    throw fieldError("newPassword", "New password must be different from the current one");
  }
  assertStrongPassword(input.newPassword, "newPassword", personalInputs(actor));
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.id));
    await deleteOtherSessions(tx, actor.id, currentSessionHash);
  });
}

/** Creates the agency's owner from ADMIN_EMAIL / ADMIN_PASSWORD when the instance has no staff yet. */
export async function ensureFirstManager(
  db: Db,
  email: string,
  password: string,
): Promise<"created" | "exists"> {
  const [anySdr] = await db.select({ id: users.id }).from(users).where(eq(users.role, "sdr")).limit(1);
  if (anySdr) return "exists";
  if (await findUserByEmail(db, email))
    throw new Error(`ADMIN_EMAIL ${email} already belongs to a client account`);
  const refusal = passwordRefusal(password, [email]);
  if (refusal) throw new Error(`ADMIN_PASSWORD is refused: ${refusal}`);
  const passwordHash = await hashPassword(password);
  const name = nameFromEmail(email);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role: "sdr", name, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    await tx
      .insert(sdrs)
      .values({ name, email, status: "Active", role: "owner", userId: created?.id })
      .onConflictDoUpdate({ target: sdrs.email, set: { userId: created?.id, role: "owner" } });
  });
  return "created";
}
