import { and, eq, isNull, ne } from "drizzle-orm";
import { hashPassword } from "../../core/access/passwords.js";
import { deleteOtherSessions } from "../../core/access/sessions.js";
import { findActorById } from "../../core/access/users.js";
import type { DbOrTx } from "../../core/db/client.js";
import { clientLogins, companies, sdrs, users } from "../../core/db/schema/index.js";
import { conflict } from "../../core/http/errors.js";
import { assertStrongPassword, personalInputs } from "./password-strength.js";

const EMAIL_TAKEN = "A login with this email already exists";
const EMAIL_INVITED = "This email is already set for another client or SDR";

type LoginEmailField = "email" | "loginEmail";

/**
 * Logins that managers create and maintain from Manage Campaigns. `field` is the form field that holds the
 * address: an SDR's `email`, a client's `loginEmail`.
 */
export async function assertLoginEmailFree(
  tx: DbOrTx,
  email: string,
  field: LoginEmailField,
  exceptUserId?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN, field);
}

/**
 * An email a manager set as a company's login email or put on the SDR roster is reserved for that one
 * person: registering with it joins that company or that roster entry, so it may name only one of them.
 */
export async function assertEmailNotInvited(
  tx: DbOrTx,
  email: string,
  field: LoginEmailField,
  except: { companyId?: string; sdrId?: string } = {},
): Promise<void> {
  const otherCompany = except.companyId ? ne(companies.id, except.companyId) : undefined;
  const otherSdr = except.sdrId ? ne(sdrs.id, except.sdrId) : undefined;
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.loginEmail, email), otherCompany))
    .limit(1);
  const [sdr] = await tx
    .select({ id: sdrs.id })
    .from(sdrs)
    .where(and(eq(sdrs.email, email), otherSdr))
    .limit(1);
  // A company's further logins (ADR 0049), invited or active, reserve their addresses too.
  const [further] = await tx
    .select({ id: clientLogins.id })
    .from(clientLogins)
    .where(and(eq(clientLogins.email, email), isNull(clientLogins.removedAt)))
    .limit(1);
  if (company || sdr || further) throw conflict(EMAIL_INVITED, field);
}

export async function createLogin(
  tx: DbOrTx,
  login: { email: string; password: string; role: "client" | "sdr"; name?: string; companyId?: string },
): Promise<string> {
  await assertLoginEmailFree(tx, login.email, login.role === "sdr" ? "email" : "loginEmail");
  const [company] = login.companyId
    ? await tx
        .select({ companyName: companies.companyName })
        .from(companies)
        .where(eq(companies.id, login.companyId))
    : [];
  assertStrongPassword(login.password, "loginPassword", personalInputs({ ...login, ...company }));
  const [created] = await tx
    .insert(users)
    .values({
      email: login.email,
      passwordHash: await hashPassword(login.password),
      role: login.role,
      name: login.name ?? null,
      companyId: login.companyId ?? null,
      // The manager who sets the password vouches for the address: the login works at once.
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!created) throw new Error("user insert returned nothing");
  return created.id;
}

export async function changeLoginEmail(
  tx: DbOrTx,
  userId: string,
  email: string,
  field: LoginEmailField,
): Promise<void> {
  await assertLoginEmailFree(tx, email, field, userId);
  await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function changeLoginName(tx: DbOrTx, userId: string, name: string): Promise<void> {
  await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** A manager set a new password: whoever was signed in with the old one is signed out. */
export async function setLoginPassword(tx: DbOrTx, userId: string, password: string): Promise<void> {
  const login = await findActorById(tx, userId);
  assertStrongPassword(password, "loginPassword", login ? personalInputs(login) : []);
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await deleteOtherSessions(tx, userId, null);
}

export async function endAllSessions(tx: DbOrTx, userId: string): Promise<void> {
  await deleteOtherSessions(tx, userId, null);
}

/** The client login a company's loginEmail names, if it exists. */
export async function findCompanyLogin(tx: DbOrTx, companyId: string, loginEmail: string | null) {
  if (!loginEmail) return null;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, loginEmail)))
    .limit(1);
  return user ?? null;
}
