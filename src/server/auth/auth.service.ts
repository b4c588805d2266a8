import { and, eq, isNull, sql } from "drizzle-orm";
import type {
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  UpdateProfileRequest,
} from "../../shared/contracts/auth.js";
import { DEMO_CLIENT_EMAIL } from "../../shared/contracts/demo.js";
import type { AppConfig } from "../config.js";
import type { Db, DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { companies, sdrs, users } from "../db/schema/index.js";
import { badRequest, conflict, forbidden, unauthorized } from "../http/errors.js";
import type { Actor } from "./actor.js";
import { assertEmailNotInvited } from "./logins.service.js";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "./passwords.js";
import { consumeRateLimit } from "./rate-limit.js";
import { createSession, deleteOtherSessions } from "./sessions.js";
import { findActorById, findUserByEmail, nameFromEmail } from "./users.js";

type RateLimitConfig = AppConfig["authRateLimit"];
export interface SignedIn {
  actor: Actor;
  token: string;
}

const INVALID_CREDENTIALS = "Invalid email or password.";
const REGISTRATION_LOCK_ID = 4_210_772;

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

async function actorOrFail(db: DbOrTx, userId: string): Promise<Actor> {
  const actor = await findActorById(db, userId);
  if (!actor) throw unauthorized();
  return actor;
}

export async function login(db: Db, config: AppConfig, input: LoginRequest): Promise<SignedIn> {
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await verifyAgainstNothing(input.password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw unauthorized(INVALID_CREDENTIALS);
  if (await isDeactivated(db, user.id)) {
    throw forbidden("This account has been deactivated. Contact your account manager.");
  }
  if (user.role !== input.userType) {
    throw unauthorized(
      user.role === "sdr"
        ? "This is an SDR account. Sign in on the SDR tab."
        : "This is a client account. Sign in on the Client tab.",
    );
  }
  const token = await createSession(db, user.id, config.sessionDays);
  return { actor: await actorOrFail(db, user.id), token };
}

/** An SDR removed from the roster, or a client whose company was archived, can no longer sign in. */
async function isDeactivated(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ deactivated: boolean }>(
    db,
    sql`select exists (
          select 1 from sdrs where sdrs.user_id = ${userId} and sdrs.archived_at is not null
          union all
          select 1 from users join companies on companies.id = users.company_id
          where users.id = ${userId} and companies.archived_at is not null
        ) as deactivated`,
  );
  return row?.deactivated === true;
}

export async function register(db: Db, config: AppConfig, input: RegisterRequest): Promise<SignedIn> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Serialises registrations so that two people cannot both become "the first SDR".
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_ID})`);
    if (await findUserByEmail(tx, email))
      throw conflict("An account with this email already exists. Sign in instead.");
    const userId =
      input.userType === "sdr"
        ? await insertSdrUser(tx, email, passwordHash)
        : await insertClientUser(tx, email, passwordHash);
    const token = await createSession(tx, userId, config.sessionDays);
    return { actor: await actorOrFail(tx, userId), token };
  });
}

/** The first SDR of an instance may register freely; after that only emails on the SDR roster may. */
async function insertSdrUser(tx: DbOrTx, email: string, passwordHash: string): Promise<string> {
  const [anySdr] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "sdr")).limit(1);
  const [rosterEntry] = await tx
    .select()
    .from(sdrs)
    .where(and(eq(sdrs.email, email), isNull(sdrs.archivedAt)))
    .limit(1);
  if (anySdr && !rosterEntry) throw forbidden("SDR accounts are created by a manager");
  const name = rosterEntry?.name ?? nameFromEmail(email);
  const [created] = await tx
    .insert(users)
    .values({ email, passwordHash, role: "sdr", name })
    .returning({ id: users.id });
  if (!created) throw new Error("user insert returned nothing");
  // The roster entry points at its login: profile changes, archiving and the manager's list rely on it.
  if (rosterEntry) await tx.update(sdrs).set({ userId: created.id }).where(eq(sdrs.id, rosterEntry.id));
  else await tx.insert(sdrs).values({ name, email, status: "Active", userId: created.id });
  return created.id;
}

/** A client whose email a manager set as a company's login joins that company. */
async function insertClientUser(tx: DbOrTx, email: string, passwordHash: string): Promise<string> {
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.loginEmail, email), isNull(companies.archivedAt)))
    .limit(1);
  const [created] = await tx
    .insert(users)
    .values({ email, passwordHash, role: "client", companyId: company?.id ?? null })
    .returning({ id: users.id });
  if (!created) throw new Error("user insert returned nothing");
  return created.id;
}

function refuseDemoAccountChanges(actor: Actor) {
  if (actor.email === DEMO_CLIENT_EMAIL) throw forbidden("The demo account cannot be changed.");
}

export async function updateProfile(db: Db, actor: Actor, input: UpdateProfileRequest): Promise<Actor> {
  refuseDemoAccountChanges(actor);
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    if (email !== actor.email) {
      const taken = await findUserByEmail(tx, email);
      if (taken) throw conflict("That email is already used by another account.");
      // Nor may it be an email a manager reserved for another company's or SDR's login.
      const [rosterEntry] = await tx
        .select({ id: sdrs.id })
        .from(sdrs)
        .where(eq(sdrs.userId, actor.id))
        .limit(1);
      await assertEmailNotInvited(tx, email, {
        ...(actor.companyId ? { companyId: actor.companyId } : {}),
        ...(rosterEntry ? { sdrId: rosterEntry.id } : {}),
      });
    }
    if (actor.role === "sdr") {
      const name = input.name ?? actor.name ?? nameFromEmail(email);
      await tx.update(users).set({ email, name, updatedAt: new Date() }).where(eq(users.id, actor.id));
      // Keep the SDR's roster entry in step with the login.
      await tx.update(sdrs).set({ email, name }).where(eq(sdrs.userId, actor.id));
    } else {
      await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, actor.id));
      // The company names its login by email: keep it pointing at this login.
      if (actor.companyId && email !== actor.email) {
        await tx
          .update(companies)
          .set({ loginEmail: email })
          .where(and(eq(companies.id, actor.companyId), eq(companies.loginEmail, actor.email)));
      }
      if (input.companyName !== undefined) {
        if (actor.companyId) {
          await tx
            .update(companies)
            .set({ companyName: input.companyName })
            .where(eq(companies.id, actor.companyId));
        } else {
          await tx.update(users).set({ name: input.companyName }).where(eq(users.id, actor.id));
        }
      }
    }
    return actorOrFail(tx, actor.id);
  });
}

/** Ends every other session of the user: whoever else held the old password is signed out. */
export async function changePassword(
  db: Db,
  actor: Actor,
  currentSessionHash: string | null,
  input: ChangePasswordRequest,
): Promise<void> {
  refuseDemoAccountChanges(actor);
  const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest("currentPassword: Current password is incorrect");
  }
  if (input.currentPassword === input.newPassword) {
    throw badRequest("newPassword: New password must be different from the current one");
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, actor.id));
    await deleteOtherSessions(tx, actor.id, currentSessionHash);
  });
}

/** Creates the first manager from ADMIN_EMAIL / ADMIN_PASSWORD when the instance has no SDR yet. */
export async function ensureFirstManager(
  db: Db,
  email: string,
  password: string,
): Promise<"created" | "exists"> {
  const [anySdr] = await db.select({ id: users.id }).from(users).where(eq(users.role, "sdr")).limit(1);
  if (anySdr) return "exists";
  if (await findUserByEmail(db, email))
    throw new Error(`ADMIN_EMAIL ${email} already belongs to a client account`);
  const passwordHash = await hashPassword(password);
  const name = nameFromEmail(email);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, role: "sdr", name })
      .returning({ id: users.id });
    await tx
      .insert(sdrs)
      .values({ name, email, status: "Active", userId: created?.id })
      .onConflictDoUpdate({ target: sdrs.email, set: { userId: created?.id } });
  });
  return "created";
}
