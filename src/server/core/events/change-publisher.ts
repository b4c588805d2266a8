import { sql } from "drizzle-orm";
import type { LiveNotice } from "../../../shared/contracts/events.js";
import type { Db } from "../db/client.js";

/** The PostgreSQL channel every app server LISTENs on. */
export const LIVE_CHANNEL = "outreach_live";

/**
 * How long notices are gathered before one NOTIFY carries them all. NOTIFY serialises the commits of
 * notifying transactions on a database-wide lock, so one per write would cap write throughput; one
 * per window costs a few notifies a second whatever the write rate.
 */
const FLUSH_MS = 20;
/** PostgreSQL refuses payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_000;

export interface ChangePublisher {
  publish(notices: LiveNotice[]): void;
  /** Sends what is pending now (shutdown). */
  flush(): Promise<void>;
}

export function createChangePublisher(db: Db, onError: (error: unknown) => void): ChangePublisher {
  const pending = new Map<string, LiveNotice>();
  let timer: NodeJS.Timeout | null = null;

  async function send(payloads: string[]) {
    // One statement for all of them, delivered in order. The notice is only a hint to refetch, so its
    // commit need not wait for the disk.
    await db.execute(
      sql`select set_config('synchronous_commit', 'off', true), pg_notify(${LIVE_CHANNEL}, payload)
          from unnest(${sql.param(payloads)}::text[]) with ordinality as p(payload, n) order by n`,
    );
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const notices = [...pending.values()];
    pending.clear();
    try {
      await send(toPayloads(notices));
    } catch (error) {
      // Lost notices are recovered by the resync every stream gets when the listener reconnects.
      onError(error);
    }
  }

  return {
    publish(notices) {
      // One notice per kind, campaign and tab, and per changed row (the latest state of each row wins).
      for (const notice of notices) {
        pending.set(`${notice.t}|${notice.c}|${notice.o ?? ""}|${notice.r?.id ?? ""}`, notice);
      }
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    flush,
  };
}

/** JSON arrays of notices, each under the NOTIFY payload limit. */
export function toPayloads(notices: LiveNotice[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2;
  for (const notice of notices) {
    const json = JSON.stringify(notice);
    if (batch.length > 0 && bytes + json.length + 1 > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${batch.join(",")}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(json);
    bytes += json.length + 1;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(",")}]`);
  return payloads;
}
