import { eq, inArray, sql } from "drizzle-orm";
import { type Cadence, cadenceSchema, DEFAULT_CADENCE } from "../../../shared/contracts/cadence.js";
import type { CampaignCadence } from "../../../shared/contracts/endpoints/cadence.js";
import type { CampaignScope } from "../../core/access/scopes.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { campaignCadences, users } from "../../core/db/schema/index.js";
import { replanCampaign } from "./plans.service.js";

const defaultCadences = new Map<string, Cadence>();
/**
 * The defaults in the app's time zone (APP_TIME_ZONE), for a campaign nobody has set up yet: one frozen
 * object per zone, so what is worked out from a cadence can be kept with it.
 */
export function defaultCadence(timeZone: string): Cadence {
  let cadence = defaultCadences.get(timeZone);
  if (!cadence) {
    cadence = Object.freeze({ ...DEFAULT_CADENCE, timeZone });
    defaultCadences.set(timeZone, cadence);
  }
  return cadence;
}

/** The campaign's saved cadence, else the defaults; read through the schema so older rows gain new settings. */
async function readCadence(db: DbOrTx, campaignId: string, timeZone: string): Promise<CampaignCadence> {
  const [row] = await db
    .select({
      settings: campaignCadences.settings,
      updatedAt: campaignCadences.updatedAt,
      updatedBy: sql<string | null>`coalesce(${users.name}, ${users.email})`,
    })
    .from(campaignCadences)
    .leftJoin(users, eq(users.id, campaignCadences.updatedBy))
    .where(eq(campaignCadences.campaignId, campaignId))
    .limit(1);
  if (!row) return { cadence: defaultCadence(timeZone), updatedAt: null, updatedBy: null };
  return {
    cadence: cadenceSchema.parse(row.settings),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

const parsedCadences = new Map<string, Cadence>();
/** A saved cadence's settings (or the defaults when null) read through the schema, remembered by their text. */
export function cadenceOfSettings(settings: unknown, timeZone: string): Cadence {
  if (settings === null || settings === undefined) return defaultCadence(timeZone);
  const text = JSON.stringify(settings);
  let cadence = parsedCadences.get(text);
  if (!cadence) {
    cadence = cadenceSchema.parse(settings);
    if (parsedCadences.size >= 200) parsedCadences.clear();
    parsedCadences.set(text, cadence);
  }
  return cadence;
}

/** The cadences of several campaigns (defaults where none is saved), by campaign id. */
export async function readCadences(
  db: DbOrTx,
  campaignIds: readonly string[],
  timeZone: string,
): Promise<Map<string, Cadence>> {
  const rows =
    campaignIds.length === 0
      ? []
      : await db
          .select({ campaignId: campaignCadences.campaignId, settings: campaignCadences.settings })
          .from(campaignCadences)
          .where(inArray(campaignCadences.campaignId, [...campaignIds]));
  const saved = new Map(rows.map((row) => [row.campaignId, cadenceOfSettings(row.settings, timeZone)]));
  return new Map(campaignIds.map((id) => [id, saved.get(id) ?? defaultCadence(timeZone)]));
}

/** GET /api/campaigns/{id}/cadence: an SDR any campaign's, a client its own (else 404). */
export async function getCadence(
  scope: CampaignScope,
  db: DbOrTx,
  timeZone: string,
): Promise<CampaignCadence> {
  return readCadence(db, scope.campaignId, timeZone);
}

/**
 * PUT /api/campaigns/{id}/cadence: replaces the campaign's settings (already checked by the contract)
 * and answers them as saved, with every assignment re-planned. Saving the same settings keeps the
 * earlier time and author. SDRs only:
 * the campaign's client gets 403, anyone else 404.
 */
export async function saveCadence(
  scope: CampaignScope,
  db: Db,
  settings: Cadence,
  timeZone: string,
): Promise<{ saved: CampaignCadence; changed: boolean }> {
  const { campaignId } = scope;
  const written = await db
    .insert(campaignCadences)
    .values({ campaignId, settings, updatedBy: scope.actor.id })
    .onConflictDoUpdate({
      target: campaignCadences.campaignId,
      set: { settings: sql`excluded.settings`, updatedAt: sql`now()`, updatedBy: sql`excluded.updated_by` },
      setWhere: sql`${campaignCadences.settings} is distinct from excluded.settings`,
    })
    .returning({ campaignId: campaignCadences.campaignId });
  // Every assignment's next step follows the new cadence before the answer.
  if (written.length > 0) await replanCampaign(db, campaignId, timeZone);
  return { saved: await readCadence(db, campaignId, timeZone), changed: written.length > 0 };
}
