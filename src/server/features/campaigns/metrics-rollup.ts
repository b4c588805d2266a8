import { sql } from "drizzle-orm";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { localDay } from "../../core/time/periods.js";
import { rollupTimeZoneAligner } from "../../core/time/rollup-time-zone.js";

/** `campaign_daily_metrics` counts days in the zone `metric_settings` records: see rollupTimeZoneAligner. */
export const alignRollupTimeZone = rollupTimeZoneAligner({
  settingsTable: "metric_settings",
  rebuildFunction: "campaign_metrics_rebuild",
});

/**
 * Folds the per-session slots of every day before today into one row per campaign and day, keeping
 * the roll-up small however many sessions wrote to it ("today" in `timeZone`, APP_TIME_ZONE). Returns how many rows were folded.
 */
export async function foldRollup(db: Db, now: Date, timeZone: string): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`select campaign_metrics_fold(${localDay(now, timeZone)}::date) as "folded"`,
  );
  return row?.folded ?? 0;
}
