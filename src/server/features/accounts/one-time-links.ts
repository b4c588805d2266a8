import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { hashToken } from "../../core/access/tokens.js";
import { users } from "../../core/db/schema/index.js";

/** The columns every mailed one-time link keeps (reset, sign-in and confirmation links). */
interface OneTimeLinkColumns {
  tokenHash: PgColumn;
  usedAt: PgColumn;
  expiresAt: PgColumn;
}

/** The unspent, unexpired link with this token. */
export const usableLink = (links: OneTimeLinkColumns, token: string) =>
  and(eq(links.tokenHash, hashToken(token)), isNull(links.usedAt), gt(links.expiresAt, sql`now()`));

/** A link mailed to the address was opened: the address is proven, since the first time it was. */
export const provenAddress = sql`coalesce(${users.emailVerifiedAt}, now())`;
