import { sql } from "drizzle-orm";
import { type Db, type DbOrTx, UNHURRIED } from "../db/client.js";
import { queryRows } from "../db/raw.js";

/** A daily roll-up: the one-row table recording its time zone, and the SQL function recounting it. */
interface DailyRollup {
  settingsTable: "metric_settings" | "team_kpi_settings";
  rebuildFunction: "campaign_metrics_rebuild" | "team_kpis_rebuild";
}

/** The canonical IANA name ("Etc/UTC" and "UTC" are one zone); null for a name this runtime does not know. */
function canonicalZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

async function recountIfZoneDiffers(db: Db, rollup: DailyRollup, timeZone: string): Promise<void> {
  const wanted = canonicalZone(timeZone) ?? timeZone;
  const settings = sql.identifier(rollup.settingsTable);
  const recorded = async (tx: DbOrTx) => {
    const [row] = await queryRows<{ timeZone: string }>(
      tx,
      sql`select time_zone as "timeZone" from ${settings}`,
    );
    return row ? canonicalZone(row.timeZone) : null;
  };
  if ((await recorded(db)) === wanted) return;
  await db.transaction(async (tx) => {
    // The recount reads every record, and the lock may wait for another server's recount: neither is
    // held to the per-statement and per-query limits that end a stalled request (db/client.ts).
    await tx.execute(sql`set local statement_timeout = 0`);
    // One server recounts; another starting at the same moment waits, then finds it done.
    await tx.execute(sql`${sql.raw(UNHURRIED)} lock table ${settings} in exclusive mode`);
    if ((await recorded(tx)) === wanted) return;
    await tx.execute(
      sql`${sql.raw(UNHURRIED)} select ${sql.identifier(rollup.rebuildFunction)}(${timeZone})`,
    );
  });
}

/**
 * A daily roll-up counts calendar days in the time zone its settings table records (the database's at
 * migration). Before the first read the server makes that the configured one (APP_TIME_ZONE, the
 * process's zone by default), recounting when it differs (once; every server of one database must be
 * configured with the same time zone). The returned function
 * resolves when that is done; it is remembered per database handle, and a failure is not remembered,
 * so the next request tries again.
 */
export function rollupTimeZoneAligner(rollup: DailyRollup) {
  const aligned = new WeakMap<Db, { timeZone: string; done: Promise<void> }>();
  return function align(db: Db, timeZone: string): Promise<void> {
    const known = aligned.get(db);
    if (known?.timeZone === timeZone) return known.done;
    const done = recountIfZoneDiffers(db, rollup, timeZone);
    const entry = { timeZone, done };
    aligned.set(db, entry);
    done.catch(() => {
      if (aligned.get(db) === entry) aligned.delete(db);
    });
    return done;
  };
}
