import { awaitDatabase } from "../db/database-silence.js";
import { perServer } from "../db/per-server.js";
import { sharedRoundTrip } from "../db/shared-round-trip.js";
import type { Actor } from "./actor.js";

/** A live session as the lookup finds it. */
export interface FoundSession {
  actor: Actor;
  expiresAt: Date;
  /** When the person last proved who they are in this session (step-up). */
  provenAt: Date;
  /** The app's cookie, or a side panel's bearer token (ADR 0051). */
  kind: "browser" | "panel";
  /** A panel's last request (to the minute); null for the browser. */
  lastUsedAt: Date | null;
}

/**
 * How long a looked-up session is kept. Each use checks first that this server has heard every
 * announcement committed before it (see `find`), so the time limit only bounds memory.
 */
export const SESSION_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  found: FoundSession;
  until: number;
}

/**
 * The sessions this server looked up, by token hash, so that a signed-in request need not ask the
 * database who it is. The database announces every session that ends or changes
 * (src/server/core/db/functions/sessions-ended.sql) and every server drops it from its cache on hearing it.
 * A kept session is used only once this server has heard every announcement committed before the
 * request: one round trip on the listening connection (`heard`), shared by all requests that arrive
 * while the previous one is under way. So a session ended on any server is refused by every server at
 * once, as with a lookup per request, at a fraction of its cost. Without a listening connection
 * (before it starts, and while it is lost) every request looks its session up.
 */
export interface SessionCache {
  /** The session's lookup, from the cache when it holds it, else from `lookUp` (kept when active). */
  find(hash: string, lookUp: () => Promise<FoundSession | null>): Promise<FoundSession | null>;
  /** The session's expiry moved (sliding expiry). */
  extended(hash: string, expiresAt: Date): void;
  /** A panel's last use was written. */
  used(hash: string, lastUsedAt: Date): void;
  /** These sessions ended or changed: the next request looks them up. */
  drop(hashes: Iterable<string>): void;
  /** Forget every session ('*', or announcements possibly missed). */
  clear(): void;
  /**
   * Listening, with the round trip after which every announcement committed before it was heard; or
   * not listening (null): the cache is emptied and not used.
   */
  activate(heard: (() => Promise<void>) | null): void;
  readonly active: boolean;
  /** Called by lookups while the cache is not active: the listener starts listening (see live-updates.ts). */
  onInactiveUse(wake: () => void): void;
}

export function createSessionCache(now = Date.now): SessionCache {
  const entries = new Map<string, Entry>();
  let heard: (() => Promise<void>) | null = null;
  // Bumped by every drop: a lookup that started before one may have read what was just dropped.
  let generation = 0;
  let wake: (() => void) | null = null;

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async find(hash, lookUp) {
      if (!heard) {
        wake?.();
        return lookUp();
      }
      try {
        await awaitDatabase(heard());
      } catch {
        // The listening connection failed its round trip: it is being replaced (activate(null) follows).
        // A lookup that the request's silence leaves no time for fails at once (503).
        return lookUp();
      }
      const entry = entries.get(hash);
      const at = now();
      if (entry && entry.until > at && entry.found.expiresAt.getTime() > at) return entry.found;
      if (entry) entries.delete(hash);
      const startedAt = generation;
      const found = await lookUp();
      if (found && generation === startedAt) {
        if (entries.size >= MAX_ENTRIES) {
          // The oldest go first (insertion order).
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(hash, { found, until: now() + SESSION_CACHE_TTL_MS });
      }
      return found;
    },
    extended(hash, expiresAt) {
      const entry = entries.get(hash);
      if (entry) entry.found = { ...entry.found, expiresAt };
    },
    used(hash, lastUsedAt) {
      const entry = entries.get(hash);
      if (entry) entry.found = { ...entry.found, lastUsedAt };
    },
    drop(hashes) {
      generation += 1;
      for (const hash of hashes) entries.delete(hash);
    },
    clear,
    activate(roundTrip) {
      heard = roundTrip ? sharedRoundTrip(roundTrip) : null;
      clear();
    },
    get active() {
      return heard !== null;
    },
    onInactiveUse(callback) {
      wake = callback;
    },
  };
}

/** The session cache of a database handle: one per server (the handle is the server's). */
export const sessionCacheOf = perServer(() => createSessionCache());
