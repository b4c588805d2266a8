import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { HttpError } from "../http/errors.js";

interface Window {
  hits: number;
  windowStart: Date;
}

/** Counts one hit on `key` in a fixed window kept in the database, so every app server shares it. */
async function countHit(db: DbOrTx, key: string, windowSeconds: number): Promise<Window | null> {
  const [row] = await queryRows<{ hits: number; window_start: Date | string }>(
    db,
    sql`
    insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning hits, window_start`,
  );
  return row ? { hits: Number(row.hits), windowStart: new Date(row.window_start) } : null;
}

/** Counts one hit on `key`; throws 429 with Retry-After once the window holds more than `limit` hits. */
export async function consumeRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  const window = await countHit(db, key, windowSeconds);
  if (!window || window.hits <= limit) return;
  const retryAfter = Math.max(
    1,
    Math.ceil((window.windowStart.getTime() + windowSeconds * 1000 - Date.now()) / 1000),
  );
  const minutes = Math.ceil(retryAfter / 60);
  throw new HttpError(
    429,
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    { "retry-after": String(retryAfter) },
  );
}

/** Counts one hit on `key` and tells whether the window still allows it, for work that is skipped quietly. */
export async function withinRateLimit(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const window = await countHit(db, key, windowSeconds);
  return !window || window.hits <= limit;
}

/** Takes back one hit on each key: they turned out not to be attempts worth counting (a correct password). */
export async function refundRateLimit(db: DbOrTx, keys: readonly string[]): Promise<void> {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key in (${list})`);
}

/**
 * Deletes the counters whose window ended more than `windowSeconds` ago (the longest window in use):
 * their next hit would start a new window anyway. For the scheduled pruning job; returns how many.
 */
export async function deleteEndedRateLimitWindows(db: DbOrTx, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where window_start < now() - make_interval(secs => ${windowSeconds}) returning key`,
  );
  return rows.length;
}
