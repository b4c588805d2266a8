import type { DbOrTx } from "../../core/db/client.js";
import { perServer } from "../../core/db/per-server.js";
import { sharedRoundTrip } from "../../core/db/shared-round-trip.js";
import { LiveSuppressions } from "./live-suppressions.js";

/** The channel on which the database says the do-not-contact list changed (functions/suppressions.sql). */
export const SUPPRESSIONS_CHANGED_CHANNEL = "outreach_suppressions_changed";

/**
 * The live do-not-contact list as this server holds it in memory (ADR 0033), for imports and pool
 * assignments that match thousands of people at once. The database announces every change to the list
 * (src/server/core/db/functions/suppressions.sql) and the server reads it again at once. The list held is
 * used only once this server has heard every announcement committed before the call (one round trip on
 * the listening connection, shared, as for the session cache) and has read the list again since the
 * last. Without a listening connection there is no list held: callers ask the database (null).
 */
export interface SuppressionIndex {
  /** The live list as of every change committed before the call, or null when this server cannot vouch. */
  current(): Promise<LiveSuppressions | null>;
  /** The list changed: read it again. */
  changed(): void;
  /** Listening, with the round trip after which every announcement committed before it was heard; or not (null). */
  activate(heard: (() => Promise<void>) | null): void;
  /** Called when the list is wanted while not listening: the listener starts (see live-updates.ts). */
  onInactiveUse(wake: () => void): void;
}

export function createSuppressionIndex(db: DbOrTx): SuppressionIndex {
  let heard: (() => Promise<void>) | null = null;
  let wake: (() => void) | null = null;
  // A reading of the list that started after the last change heard; each call starts (or joins) a new one.
  const read = sharedRoundTrip(() => LiveSuppressions.load(db));
  let held: Promise<LiveSuppressions> | null = null;

  const readAgain = (): Promise<LiveSuppressions> => {
    const reading = read();
    // A failed reading is dropped; the next use reads again.
    reading.catch(() => {
      if (held === reading) held = null;
    });
    held = reading;
    return reading;
  };

  return {
    async current() {
      if (!heard) {
        wake?.();
        return null;
      }
      try {
        await heard();
      } catch {
        return null;
      }
      return (held ?? readAgain()).catch(() => null);
    },
    changed() {
      if (heard) readAgain();
    },
    activate(roundTrip) {
      heard = roundTrip ? sharedRoundTrip(roundTrip) : null;
      held = null;
      if (heard) readAgain();
    },
    onInactiveUse(callback) {
      wake = callback;
    },
  };
}

/** The do-not-contact index of a database handle: one per server (the handle is the server's). */
export const suppressionIndexOf = perServer(createSuppressionIndex);
