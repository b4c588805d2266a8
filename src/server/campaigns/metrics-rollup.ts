import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw.js";
import { localDay, serverTimeZone } from "./periods.js";

/**
 * The roll-up `campaign_daily_metrics` counts calendar days in the time zone recorded in
 * `metric_settings` (the database's at migration). Before the first read, the server makes that its own
 * time zone, recounting every campaign when it differs (once; every server of one database must run in
 * the same time zone). Resolves when done; remembered per database handle.
 */
const aligned = new WeakMap<Db, { timeZone: string; done: Promise<void> }>();

export function alignRollupTimeZone(db: Db, timeZone = serverTimeZone()): Promise<void> {
  const known = aligned.get(db);
  if (known?.timeZone === timeZone) return known.done;
  const done = recountIfZoneDiffers(db, timeZone);
  const entry = { timeZone, done };
  aligned.set(db, entry);
  // A failure is not remembered: the next request tries again.
  done.catch(() => {
    if (aligned.get(db) === entry) aligned.delete(db);
  });
  return done;
}

/** The canonical IANA name ("Etc/UTC" and "UTC" are one zone); null for a name this runtime does not know. */
function canonicalZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

async function recountIfZoneDiffers(db: Db, timeZone: string): Promise<void> {
  const wanted = canonicalZone(timeZone) ?? timeZone;
  const recorded = async (tx: DbOrTx) => {
    const [row] = await queryRows<{ timeZone: string }>(
      tx,
      sql`select time_zone as "timeZone" from metric_settings`,
    );
    return row ? canonicalZone(row.timeZone) : null;
  };
  if ((await recorded(db)) === wanted) return;
  await db.transaction(async (tx) => {
    // One server recounts; another starting at the same moment waits, then finds it done.
    await tx.execute(sql`lock table metric_settings in exclusive mode`);
    if ((await recorded(tx)) === wanted) return;
    await tx.execute(sql`select campaign_metrics_rebuild(${timeZone})`);
  });
}

/**
 * Folds the per-session slots of every day before today into one row per campaign and day, keeping
 * the roll-up small however many sessions wrote to it. Returns how many rows were folded.
 */
export async function foldRollup(db: Db, now = new Date()): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`select campaign_metrics_fold(${localDay(now)}::date) as "folded"`,
  );
  return row?.folded ?? 0;
}
