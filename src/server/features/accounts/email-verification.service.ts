import { and, eq, sql } from "drizzle-orm";
import { INVALID_VERIFICATION_LINK, VERIFICATION_VALID_DAYS } from "../../../shared/contracts/invitations.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import type { DbOrTx } from "../../core/db/client.js";
import { emailVerifications, users } from "../../core/db/schema/index.js";
import { badRequest } from "../../core/http/errors.js";
import type { MailMessage } from "../../core/mail/mailer.js";
import { verificationMail } from "./account-mails.js";
import { provenAddress, usableLink } from "./one-time-links.js";

/** A new link proving `email` for the user; the caller mails it after committing. */
export async function issueVerification(
  user: { id: string; email: string },
  db: DbOrTx,
  publicUrl: string,
): Promise<MailMessage> {
  const token = newToken();
  await db.insert(emailVerifications).values({
    tokenHash: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + VERIFICATION_VALID_DAYS * 86_400_000),
  });
  return verificationMail(user.email, `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`);
}

/** Spends the link and marks the address proven, if the account still has the address it was sent to. */
export async function verifyEmail(db: DbOrTx, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(usableLink(emailVerifications, token))
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!spent) throw badRequest(INVALID_VERIFICATION_LINK);
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: provenAddress, updatedAt: new Date() })
      .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
      .returning({ id: users.id });
    if (!verified) throw badRequest(INVALID_VERIFICATION_LINK);
  });
}
