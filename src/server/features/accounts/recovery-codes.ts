import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { RECOVERY_CODE_COUNT } from "../../../shared/contracts/auth.js";
import { hashToken } from "../../core/access/tokens.js";
import type { DbOrTx } from "../../core/db/client.js";
import { recoveryCodes } from "../../core/db/schema/index.js";

/** Crockford's base32, lower-cased: 256 is a multiple of 32, so every character is equally likely. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/** Recovery codes as typed: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, "");

function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export async function replaceRecoveryCodes(tx: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normaliseRecoveryCode(code)) })));
  return codes;
}
