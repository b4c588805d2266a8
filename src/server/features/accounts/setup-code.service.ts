import { randomInt } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { hashToken } from "../../core/access/tokens.js";
import type { DbOrTx } from "../../core/db/client.js";
import { setupCodes, users } from "../../core/db/schema/index.js";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O or 1/I: it is read off a console
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** Whether the instance has no SDR yet, so the first must register with the setup code. */
export async function needsFirstSdr(db: DbOrTx): Promise<boolean> {
  const [anySdr] = await db.select({ id: users.id }).from(users).where(eq(users.role, "sdr")).limit(1);
  return !anySdr;
}

/** Codes are compared without case, spaces or dashes, so a code copied from a log still works. */
function normalise(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * A new one-time setup code, e.g. "K7QF-2MZP-W9HD-4TXC" (80 bits). Each start makes a new one and the
 * earlier unused ones stop working; only its hash is kept.
 */
export async function createSetupCode(db: DbOrTx): Promise<string> {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  const code = groups.join("-");
  await db.delete(setupCodes).where(isNull(setupCodes.usedAt));
  await db.insert(setupCodes).values({ codeHash: hashToken(normalise(code)) });
  return code;
}

/** Spends the code; false when it is wrong or was used already. */
export async function consumeSetupCode(db: DbOrTx, code: string): Promise<boolean> {
  const spent = await db
    .update(setupCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(setupCodes.codeHash, hashToken(normalise(code))), isNull(setupCodes.usedAt)))
    .returning({ codeHash: setupCodes.codeHash });
  return spent.length > 0;
}
