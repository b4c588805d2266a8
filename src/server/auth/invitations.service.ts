import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { companies, passwordResets, sdrs, users } from "../db/schema/index.js";
import { hashPassword } from "./passwords.js";
import { hashToken, newToken } from "./tokens.js";
import { findUserByEmail } from "./users.js";

/** A set-password link sent with an invitation lasts longer than a reset link: people read mail late. */
export const INVITATION_VALID_DAYS = 7;

/**
 * Whether an email can become the client login of a new company:
 * - new: nobody uses or has reserved it, a login is created;
 * - existing: a client login that belongs to no company yet, it joins the new company;
 * - unavailable: another company's login, an SDR, or an email reserved for either.
 */
export type ClientLoginPlan =
  | { kind: "new"; email: string }
  | { kind: "existing"; email: string; userId: string }
  | { kind: "unavailable"; email: string };

export type ClientLoginGrant =
  | { kind: "invited"; email: string; setPasswordLink: string }
  | { kind: "linked"; email: string };

export async function planClientLogin(tx: DbOrTx, rawEmail: string): Promise<ClientLoginPlan> {
  const email = rawEmail.trim().toLowerCase();
  const user = await findUserByEmail(tx, email);
  if (user) {
    return user.role === "client" && user.companyId === null
      ? { kind: "existing", email, userId: user.id }
      : { kind: "unavailable", email };
  }
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.loginEmail, email))
    .limit(1);
  const [rosterEntry] = await tx
    .select({ id: sdrs.id })
    .from(sdrs)
    .where(and(eq(sdrs.email, email), isNull(sdrs.archivedAt)))
    .limit(1);
  return company || rosterEntry ? { kind: "unavailable", email } : { kind: "new", email };
}

/**
 * Gives the company its client login as planned. A new login gets a password nobody knows and a
 * set-password link (the reset-password page sets it); the caller mails the link after committing.
 */
export async function grantClientLogin(
  tx: DbOrTx,
  plan: Exclude<ClientLoginPlan, { kind: "unavailable" }>,
  companyId: string,
  publicUrl: string,
): Promise<ClientLoginGrant> {
  if (plan.kind === "existing") {
    await tx.update(users).set({ companyId, updatedAt: new Date() }).where(eq(users.id, plan.userId));
    return { kind: "linked", email: plan.email };
  }
  const [created] = await tx
    .insert(users)
    .values({ email: plan.email, passwordHash: await hashPassword(newToken()), role: "client", companyId })
    .returning({ id: users.id });
  if (!created) throw new Error("user insert returned nothing");
  const token = newToken();
  await tx.insert(passwordResets).values({
    userId: created.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000),
  });
  return {
    kind: "invited",
    email: plan.email,
    setPasswordLink: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
  };
}
