import { findActorBySession } from "../auth/sessions.js";
import type { Db } from "../db/client.js";
import type { LiveHub, LiveStream } from "./live-hub.js";

/**
 * The channel on which the database names sessions that ended: a trigger on every delete from
 * `sessions` (migration 0014), so each way a session can end is covered, those added later included.
 */
export const SESSIONS_ENDED_CHANNEL = "outreach_sessions_ended";

/** A payload of the channel: everything but this shape is ignored. */
const ENDED_PAYLOAD = /^(\*|[0-9a-f]{64}(,[0-9a-f]{64})*)$/;

/**
 * Handles the channel's notices: the streams of the listed sessions end at once (a browser's
 * reconnect is then refused with 401); '*' (more sessions ended than one notice lists) checks every
 * stream's session again.
 */
export function endStreamsOfEndedSessions(hub: LiveHub, db: Db) {
  return (payload: string): void => {
    if (!ENDED_PAYLOAD.test(payload)) return;
    if (payload === "*") void recheckSessions(hub, db);
    else hub.endSessions(new Set(payload.split(",")));
  };
}

/**
 * Looks every open stream's session up again: ends the streams of sessions gone or expired, and
 * refreshes what the others may see (a client moved to another company).
 */
export async function recheckSessions(hub: LiveHub, db: Db): Promise<void> {
  const bySession = new Map<string, LiveStream[]>();
  for (const stream of hub.streams) {
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
