import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { PANEL_TOKEN_PREFIX } from "../../../shared/contracts/side-panel.js";
import type { DbOrTx } from "../db/client.js";
import { perServer } from "../db/per-server.js";
import { campaigns, companies, sdrs, sessions, users } from "../db/schema/index.js";
import type { FoundSession } from "./session-cache.js";
import { hashToken, newToken } from "./tokens.js";
import { actorColumns, staffRoleJoin } from "./users.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A side panel's session (ADR 0051): its token, prefixed so that it is told from an API key, is sent as
 * a bearer credential. It never counts as a recent proof of who is there (step-up).
 */
export async function createPanelSession(
  db: DbOrTx,
  { userId, days, label }: { userId: string; days: number; label: string },
): Promise<{ token: string; publicId: string }> {
  const token = `${PANEL_TOKEN_PREFIX}${newToken()}`;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      kind: "panel",
      label,
      expiresAt: new Date(Date.now() + days * DAY_MS),
      provenAt: new Date(0),
    })
    .returning({ publicId: sessions.publicId });
  return { token, publicId: (row as { publicId: string }).publicId };
}

/** A panel's last use, written at most once a minute (not on every request). */
export async function markPanelUsed(
  db: DbOrTx,
  tokenHash: string,
  lastUsedAt: Date | null,
): Promise<boolean> {
  if (lastUsedAt !== null && Date.now() - lastUsedAt.getTime() < 60_000) return false;
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        sql`(${sessions.lastUsedAt} is null or ${sessions.lastUsedAt} < now() - interval '1 minute')`,
      ),
    );
  return true;
}

export async function createSession(db: DbOrTx, userId: string, days: number): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + days * DAY_MS) });
  return token;
}

/** Deletes every expired session (the scheduled pruning job); returns how many. */
export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

/**
 * The lookup every signed-in request makes, built once per database handle and sent as a named
 * prepared statement: PostgreSQL plans it once per connection instead of on every request, and the
 * SQL is not rebuilt each time. Planning this four-table join cost more than running it.
 */
function prepareActorLookup(db: DbOrTx) {
  return db
    .select({
      ...actorColumns,
      expiresAt: sessions.expiresAt,
      provenAt: sessions.provenAt,
      kind: sessions.kind,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(campaigns, eq(campaigns.companyId, users.companyId))
    .leftJoin(sdrs, staffRoleJoin)
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("find_actor_by_session");
}

const actorLookupOf = perServer(prepareActorLookup);

/** One query: the live session's user with its company and campaign. */
export async function findActorBySession(db: DbOrTx, tokenHash: string): Promise<FoundSession | null> {
  const rows = await actorLookupOf(db).execute({ tokenHash });
  const row = rows[0];
  if (!row) return null;
  const { expiresAt, provenAt, kind, lastUsedAt, ...actor } = row;
  return { actor, expiresAt, provenAt, kind, lastUsedAt };
}

/** The person proved again who they are (their password): a step-up for the next minutes. */
export async function markSessionProven(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ provenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Sliding expiry: a session used in the second half of its life is extended, at most once a day.
 * Answers the new expiry when it was extended.
 */
export async function extendSessionIfAging(
  db: DbOrTx,
  tokenHash: string,
  expiresAt: Date,
  days: number,
): Promise<Date | null> {
  const remaining = expiresAt.getTime() - Date.now();
  if (remaining > (days * DAY_MS) / 2) return null;
  const extended = new Date(Date.now() + days * DAY_MS);
  await db.update(sessions).set({ expiresAt: extended }).where(eq(sessions.tokenHash, tokenHash));
  return extended;
}

/** Ends one session; answers whose it was, or null when there was none. */
export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ userId: sessions.userId });
  return ended?.userId ?? null;
}

export async function deleteOtherSessions(
  db: DbOrTx,
  userId: string,
  keepHash: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepHash))
        : eq(sessions.userId, userId),
    );
}
