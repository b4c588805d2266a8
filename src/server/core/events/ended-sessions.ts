import type { SessionCache } from "../access/session-cache.js";
import { findActorBySession } from "../access/sessions.js";
import type { Db } from "../db/client.js";
import type { LiveHub, LiveStream } from "./live-hub.js";

/**
 * The channel on which the database names sessions that ended: a trigger on every delete from
 * `sessions` (migration 0014), so each way a session can end is covered, those added later included.
 */
export const SESSIONS_ENDED_CHANNEL = "outreach_sessions_ended";

/**
 * The channel on which the database names sessions whose user changed (role, e-mail, name, company, its
 * name or campaign), in the same payload form: sessions_changed_notify in the same definition file.
 */
export const SESSIONS_CHANGED_CHANNEL = "outreach_sessions_changed";

/** A payload of the channels: everything but this shape is ignored. */
const SESSIONS_PAYLOAD = /^(\*|[0-9a-f]{64}(,[0-9a-f]{64})*)$/;

/**
 * A handler of a sessions channel's notices: '*' (more sessions than one notice lists) empties the session
 * cache and checks every stream's session again; a list of sessions leaves the cache, then `onListed`
 * deals with their streams.
 */
function sessionNotices(hub: LiveHub, db: Db, cache: SessionCache, onListed: (hashes: Set<string>) => void) {
  return (payload: string): void => {
    if (!SESSIONS_PAYLOAD.test(payload)) return;
    if (payload === "*") {
      cache.clear();
      void recheckSessions(hub, db);
      return;
    }
    const hashes = new Set(payload.split(","));
    cache.drop(hashes);
    onListed(hashes);
  };
}

/** Ended sessions: their streams end at once (a browser's reconnect is then refused with 401). */
export const endStreamsOfEndedSessions = (hub: LiveHub, db: Db, cache: SessionCache) =>
  sessionNotices(hub, db, cache, (hashes) => hub.endSessions(hashes));

/** Changed sessions: their streams are looked up again, so that they show what the user may now see. */
export const refreshChangedSessions = (hub: LiveHub, db: Db, cache: SessionCache) =>
  sessionNotices(hub, db, cache, (hashes) => void recheckSessions(hub, db, hashes));

/**
 * Looks every open stream's session (or those of `only`) up again: ends the streams of sessions gone or expired, and
 * refreshes what the others may see (a client moved to another company).
 */
export async function recheckSessions(hub: LiveHub, db: Db, only?: ReadonlySet<string>): Promise<void> {
  const bySession = new Map<string, LiveStream[]>();
  for (const stream of hub.streams) {
    if (only && !only.has(stream.sessionHash)) continue;
    const streams = bySession.get(stream.sessionHash);
    if (streams) streams.push(stream);
    else bySession.set(stream.sessionHash, [stream]);
  }
  for (const [hash, streams] of bySession) {
    const found = await findActorBySession(db, hash).catch(() => undefined);
    if (found === undefined) continue; // database unreachable: keep the streams, check next time
    for (const stream of streams) {
      if (found) stream.actor = found.actor;
      else hub.end(stream);
    }
  }
}
