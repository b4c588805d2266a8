import { sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
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

async function recountIfZoneDiffers(db: Db, timeZone: string): Promise<void> {
  const [current] = await queryRows<{ timeZone: string }>(
    db,
    sql`select time_zone as "timeZone" from metric_settings`,
  );
  if (current?.timeZone === timeZone) return;
  await db.execute(sql`select campaign_metrics_rebuild(${timeZone})`);
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
