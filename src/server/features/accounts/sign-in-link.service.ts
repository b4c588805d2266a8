import { eq, sql } from "drizzle-orm";
import { INVALID_SIGN_IN_LINK, SIGN_IN_LINK_VALID_MINUTES } from "../../../shared/contracts/auth.js";
import { withinRateLimit } from "../../core/access/rate-limit.js";
import { createSession } from "../../core/access/sessions.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import type { AppConfig } from "../../core/config.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { signInLinks, users } from "../../core/db/schema/index.js";
import { badRequest } from "../../core/http/errors.js";
import type { Mailer } from "../../core/mail/mailer.js";
import { actorOrFail, isDeactivated, type SignedIn } from "./auth.service.js";
import { provenAddress, usableLink } from "./one-time-links.js";
import { needsSecondFactor, startPendingSignIn } from "./pending-sign-in.js";

/** Links mailed to one account per rate-limit window at most: the right password cannot flood its inbox. */
const LINKS_PER_WINDOW = 3;

/**
 * Mails the account a one-time sign-in link (ADR 0042). Runs after sign-in answered, which it did the
 * same whether the password was right, so neither the answer nor its timing tells.
 */
export async function mailSignInLink(
  db: Db,
  mailer: Mailer,
  config: Pick<AppConfig, "publicUrl" | "authRateLimit">,
  user: { id: string; email: string },
): Promise<void> {
  const { windowSeconds } = config.authRateLimit;
  if (!(await withinRateLimit(db, `sign-in-link:user:${user.id}`, LINKS_PER_WINDOW, windowSeconds))) return;
  const token = newToken();
  await db.insert(signInLinks).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_VALID_MINUTES * 60_000),
  });
  const link = `${config.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: "Your Outreach Desk sign-in link",
    text: [
      "Someone (hopefully you) gave the right password for your Outreach Desk account from a browser it has not seen,",
      "while many wrong passwords were being tried for it. To keep guessers out, that browser needs this link as well.",
      "",
      `Finish signing in here: ${link}`,
      "",
      `The link works once and expires in ${SIGN_IN_LINK_VALID_MINUTES} minutes. If it was not you, change your password: someone knows it.`,
    ].join("\n"),
  });
}

/**
 * Spends the link and signs its account in. Opening it proves the address as well as the password
 * given before it was mailed, never the second factor: an account with one gets a pending sign-in
 * that waits for its code (ADR 0048).
 */
export async function signInWithLink(
  db: Db,
  config: Pick<AppConfig, "sessionDays">,
  token: string,
): Promise<SignedIn | { pendingToken: string; userId: string }> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(usableLink(signInLinks, token))
      .returning({ userId: signInLinks.userId });
    if (!spent || (await isDeactivated(tx, spent.userId))) throw badRequest(INVALID_SIGN_IN_LINK);
    await tx.update(users).set({ emailVerifiedAt: provenAddress }).where(eq(users.id, spent.userId));
    const [user] = await tx
      .select({ role: users.role, secondFactorAt: users.secondFactorAt })
      .from(users)
      .where(eq(users.id, spent.userId));
    if (user && needsSecondFactor(user)) {
      return { pendingToken: await startPendingSignIn(tx, spent.userId), userId: spent.userId };
    }
    const sessionToken = await createSession(tx, spent.userId, config.sessionDays);
    return { actor: await actorOrFail(tx, spent.userId), token: sessionToken };
  });
}

/** Deletes expired sign-in links, which are never read again (the pruning job). */
export async function deleteExpiredSignInLinks(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(signInLinks)
    .where(sql`${signInLinks.expiresAt} < now()`)
    .returning({ id: signInLinks.id });
  return deleted.length;
}
