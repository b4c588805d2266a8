import { createHash } from "node:crypto";
import type { DbOrTx } from "../../core/db/client.js";
import { campaignListVersion, readCampaignProspectsJson } from "./prospects.service.js";

/** A campaign's whole prospect list, encoded, with its entity tag (a hash of the bytes). */
export interface CampaignList {
  body: Buffer;
  etag: string;
}

interface Entry extends CampaignList {
  version: number;
}

/** Room for about eight 10,000-prospect lists. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The last list read of each campaign, with the list version it was read at (ADR 0011). Every change
 * to what a list shows bumps its version in the change's own transaction, so a list read when the
 * version was V is exactly the list while the version is still V: a request checks the version (one
 * index lookup) and reuses the list, or reads it afresh. Requests arriving while a read is under way
 * share it when it started at or after the version they saw. Least recently used lists go first once
 * `maxBytes` is reached. One cache per database handle: versions of different databases mean nothing
 * to each other.
 */
export function createCampaignListCache(db: DbOrTx, maxBytes = DEFAULT_MAX_BYTES) {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, { fromVersion: number; entry: Promise<Entry> }>();
  let bytes = 0;

  const keep = (campaignId: string, entry: Entry) => {
    const old = entries.get(campaignId);
    if (old) {
      if (old.version > entry.version) return;
      entries.delete(campaignId);
      bytes -= old.body.length;
    }
    if (entry.body.length > maxBytes) return;
    entries.set(campaignId, entry);
    bytes += entry.body.length;
    for (const [id, oldest] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(id);
      bytes -= oldest.body.length;
    }
  };

  const read = async (campaignId: string): Promise<Entry> => {
    const list = await readCampaignProspectsJson(db, campaignId);
    const body = Buffer.from(list.json);
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    const entry = { version: list.version, body, etag };
    keep(campaignId, entry);
    return entry;
  };

  const campaignList = async function campaignList(campaignId: string): Promise<CampaignList> {
    const version = await campaignListVersion(db, campaignId);
    const cached = entries.get(campaignId);
    if (cached?.version === version) {
      // Most recently used last, so eviction takes the oldest first.
      entries.delete(campaignId);
      entries.set(campaignId, cached);
      return cached;
    }
    const underWay = reading.get(campaignId);
    if (underWay && underWay.fromVersion >= version) return underWay.entry;
    const entry = read(campaignId).finally(() => {
      if (reading.get(campaignId)?.entry === entry) reading.delete(campaignId);
    });
    reading.set(campaignId, { fromVersion: version, entry });
    return entry;
  };
  /**
   * Lets go at once of the lists of campaigns whose prospects a request on this server changed (the
   * change log, ADR 0037): their versions have moved on, so they would only be read again. Lists
   * changed through other servers or by jobs are found stale by their version, as before.
   */
  const forget = (campaignIds: Iterable<string>) => {
    for (const campaignId of campaignIds) {
      const old = entries.get(campaignId);
      if (!old) continue;
      entries.delete(campaignId);
      bytes -= old.body.length;
    }
  };
  return Object.assign(campaignList, { forget, size: () => entries.size });
}

const caches = new WeakMap<object, ReturnType<typeof createCampaignListCache>>();

/** The campaign list cache of a database handle: one per handle, shared by the routes and the change log. */
export function campaignListCacheOf(db: DbOrTx) {
  let cache = caches.get(db);
  if (!cache) {
    cache = createCampaignListCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
