import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Actor } from "../../core/access/actor.js";
import { actorColumns, staffRoleJoin } from "../../core/access/users.js";
import type { DbOrTx } from "../../core/db/client.js";
import { apiKeys, campaigns, companies, sdrs, users } from "../../core/db/schema/index.js";

/** What a request made with a key carries besides its actor: which key, its scope and whether it may write. */
export interface ApiKeyUse {
  id: string;
  /** Null: agency-wide; else the client company whose rights the key has. */
  companyId: string | null;
  readOnly: boolean;
  /** As stored when the request began. */
  lastUsedAt: Date | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The API key the request was made with; null for a session or no sign-in. */
    apiKey: ApiKeyUse | null;
  }
}

/** `last_used_at` is written at most this often per key, not on every request. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * The actor of a live key, or null when it is unknown or revoked, when the manager who made it may no
 * longer sign in (archived or Terminated on the roster, or no longer staff), or when a company key's
 * company is archived or Terminated. An agency key acts as that manager; a company key as a client of
 * its company, its records naming the manager who made the key. An agency key has its maker's role as it
 * is now: narrowing the maker's role narrows their keys at once.
 */
export async function findApiKeyActor(
  db: DbOrTx,
  secretHash: string,
): Promise<{ actor: Actor; key: ApiKeyUse } | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      companyId: apiKeys.companyId,
      readOnly: apiKeys.readOnly,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      makerRole: actorColumns.staffRole,
      companyName: companies.companyName,
      campaignId: campaigns.id,
    })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.role, "sdr")))
    .leftJoin(sdrs, staffRoleJoin)
    .leftJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(campaigns, eq(campaigns.companyId, apiKeys.companyId))
    .where(
      and(
        eq(apiKeys.secretHash, secretHash),
        isNull(apiKeys.revokedAt),
        sql`(${sdrs.id} is null or (${sdrs.archivedAt} is null and ${sdrs.status} <> 'Terminated'))`,
        sql`(${apiKeys.companyId} is null or (${companies.archivedAt} is null and ${companies.status} <> 'Terminated'))`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const key = { id: row.id, companyId: row.companyId, readOnly: row.readOnly, lastUsedAt: row.lastUsedAt };
  const person = { id: row.userId, email: row.email, name: row.name, emailVerifiedAt: row.emailVerifiedAt };
  // A key is never a sign-in: whether its maker has a second factor does not concern it.
  const secondFactorAt = null;
  const secondFactorRequired = false;
  const actor: Actor =
    row.companyId === null
      ? {
          ...person,
          secondFactorAt,
          secondFactorRequired,
          role: "sdr",
          staffRole: row.makerRole,
          companyId: null,
          companyName: null,
          campaignId: null,
        }
      : {
          ...person,
          secondFactorAt,
          secondFactorRequired,
          role: "client",
          staffRole: null,
          companyId: row.companyId,
          companyName: row.companyName,
          campaignId: row.campaignId,
        };
  return { actor, key };
}

/** Marks the key used now, unless it was within the last minute: not a write per request. */
export async function recordApiKeyUse(db: DbOrTx, key: ApiKeyUse): Promise<void> {
  if (key.lastUsedAt !== null && Date.now() - key.lastUsedAt.getTime() < LAST_USED_PRECISION_MS) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, key.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
