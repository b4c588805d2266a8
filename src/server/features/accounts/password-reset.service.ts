import { and, eq, isNull, sql } from "drizzle-orm";
import { RESET_LINK_VALID_MINUTES, type ResetPasswordRequest } from "../../../shared/contracts/auth.js";
import { DEMO_CLIENT_EMAIL } from "../../../shared/contracts/demo.js";
import { hashPassword } from "../../core/access/passwords.js";
import { deleteOtherSessions } from "../../core/access/sessions.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import { findActorById, findUserByEmail } from "../../core/access/users.js";
import type { Db } from "../../core/db/client.js";
import { passwordResets, users } from "../../core/db/schema/index.js";
import { badRequest } from "../../core/http/errors.js";
import type { Mailer } from "../../core/mail/mailer.js";
import { provenAddress, usableLink } from "./one-time-links.js";
import { assertStrongPassword, personalInputs } from "./password-strength.js";

const INVALID_LINK = "This reset link is invalid or has expired. Request a new one.";

/**
 * Mails a reset link when the address has an account. Runs after the answer (FORGOT_PASSWORD_ANSWER,
 * the same for every address), so neither its content nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.email === DEMO_CLIENT_EMAIL) return;
  const token = newToken();
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_LINK_VALID_MINUTES * 60_000),
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: "Reset your Outreach Desk password",
    text: [
      "Someone (hopefully you) asked to reset the password of your Outreach Desk account.",
      "",
      `Choose a new password here: ${link}`,
      "",
      `The link works once and expires in ${RESET_LINK_VALID_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join("\n"),
  });
}

/** Sets the new password, spends the link and every other open link, and signs the user out everywhere. */
export async function resetPassword(db: Db, input: ResetPasswordRequest): Promise<void> {
  // The link is looked up first: a spent link says so, and the password is checked against its owner.
  const owner = await findResetLinkOwner(db, input.token);
  if (!owner) throw badRequest(INVALID_LINK);
  assertStrongPassword(input.newPassword, "newPassword", personalInputs(owner));
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(usableLink(passwordResets, input.token))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw badRequest(INVALID_LINK);
    // The link was mailed to the address, so opening it proves the address too.
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: provenAddress, updatedAt: new Date() })
      .where(eq(users.id, spent.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await deleteOtherSessions(tx, spent.userId, null);
  });
}

async function findResetLinkOwner(db: Db, token: string) {
  const [link] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(usableLink(passwordResets, token))
    .limit(1);
  return link ? findActorById(db, link.userId) : null;
}
