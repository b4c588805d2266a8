import { sql } from "drizzle-orm";
import type { PrivacyLogAction } from "../../../shared/contracts/privacy.js";
import type { DbOrTx } from "../../core/db/client.js";

export interface PrivacyEvent {
  action: PrivacyLogAction;
  /** Who did it; null for the retention job. */
  actorId: string | null;
  companyId?: string | null;
  /** What happened, in words, without a person's data (the log outlives erasures). */
  summary: string;
  /** Ids and counts only: the suppression or request, how many rows. */
  detail?: Record<string, unknown>;
}

/** Appends one line to the privacy log, in the caller's transaction. */
export async function recordPrivacyEvent(db: DbOrTx, event: PrivacyEvent): Promise<void> {
  await db.execute(
    sql`insert into privacy_log (action, actor_id, company_id, summary, detail)
        values (${event.action}, ${event.actorId}::uuid, ${event.companyId ?? null}::uuid, ${event.summary},
          ${JSON.stringify(event.detail ?? {})}::jsonb)`,
  );
}
