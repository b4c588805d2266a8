import { lt, sql } from "drizzle-orm";
import { SECOND_FACTOR_PENDING_MINUTES } from "../../../shared/contracts/auth.js";
import { hashToken, newToken } from "../../core/access/tokens.js";
import type { DbOrTx } from "../../core/db/client.js";
import { passkeyChallenges, pendingSignIns } from "../../core/db/schema/index.js";

/** Deletes pending sign-ins and passkey challenges past their time (the pruning job); how many went. */
export async function deleteExpiredSecondFactorSteps(db: DbOrTx): Promise<number> {
  const pending = await db
    .delete(pendingSignIns)
    .where(lt(pendingSignIns.expiresAt, sql`now()`))
    .returning({ token: pendingSignIns.tokenHash });
  const challenges = await db
    .delete(passkeyChallenges)
    .where(lt(passkeyChallenges.expiresAt, sql`now()`))
    .returning({ userId: passkeyChallenges.userId });
  return pending.length + challenges.length;
}

/** The password (or a mailed link) was right and the account has a second factor: the pending sign-in's token. */
export async function startPendingSignIn(db: DbOrTx, userId: string): Promise<string> {
  await db.delete(pendingSignIns).where(lt(pendingSignIns.expiresAt, sql`now()`));
  const token = newToken();
  await db.insert(pendingSignIns).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SECOND_FACTOR_PENDING_MINUTES * 60_000),
  });
  return token;
}

/** Whether sign-in must ask this account for a second factor. */
export const needsSecondFactor = (user: { role: string; secondFactorAt: Date | null }) =>
  user.role === "sdr" && user.secondFactorAt !== null;
