import { and, eq, isNull, sql } from "drizzle-orm";
import { hashToken } from "../../core/access/tokens.js";
import type { DbOrTx } from "../../core/db/client.js";
import { companies, digestRecipients } from "../../core/db/schema/index.js";

export type UnsubscribeState =
  | { state: "subscribed" | "unsubscribed"; email: string; companyName: string }
  | { state: "unknown" };

/** What an unsubscribe link stands for: its address and company, and whether it was used. */
export async function readUnsubscribeLink(db: DbOrTx, token: string): Promise<UnsubscribeState> {
  const [row] = await db
    .select({
      email: digestRecipients.email,
      companyName: companies.companyName,
      unsubscribedAt: digestRecipients.unsubscribedAt,
    })
    .from(digestRecipients)
    .innerJoin(companies, eq(companies.id, digestRecipients.companyId))
    .where(eq(digestRecipients.tokenHash, hashToken(token)));
  if (!row) return { state: "unknown" };
  return {
    state: row.unsubscribedAt ? "unsubscribed" : "subscribed",
    email: row.email,
    companyName: row.companyName,
  };
}

/**
 * Uses an unsubscribe link: that address gets no more digests of that company (others, and its digests
 * of other companies, go on). Answers "unsubscribed" the first time only; a used link is "used".
 */
export async function redeemUnsubscribeLink(
  db: DbOrTx,
  token: string,
): Promise<{ result: "unsubscribed" | "used" | "unknown"; email?: string; companyName?: string }> {
  const [done] = await db
    .update(digestRecipients)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(digestRecipients.tokenHash, hashToken(token)), isNull(digestRecipients.unsubscribedAt)))
    .returning({ email: digestRecipients.email, companyId: digestRecipients.companyId });
  const link = await readUnsubscribeLink(db, token);
  if (link.state === "unknown") return { result: "unknown" };
  return { result: done ? "unsubscribed" : "used", email: link.email, companyName: link.companyName };
}
