import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { queueMarkSchema } from "../../../shared/contracts/endpoints/queue.js";
import { PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { ProspectScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { notFound } from "../../core/http/errors.js";

/**
 * POST /api/prospects/{id}/queue-marks: records a step skipped from the Today queue (with the reason)
 * or the unaccepted invite withdrawn; marking the same step again replaces the earlier mark. The
 * trigger on queue_marks leaves the assignment to be re-planned. Answers the assignment's campaign.
 */
export async function markFromQueue(
  { actor, prospectId }: ProspectScope,
  db: Db,
  mark: z.output<typeof queueMarkSchema>,
): Promise<{ campaignId: string }> {
  const reason = mark.action === "skipped" ? mark.reason : null;
  const [row] = await queryRows<{ campaign_id: string }>(
    db,
    sql`insert into queue_marks (assignment_id, campaign_id, step, action, reason, actor_id)
        select id, campaign_id, ${mark.step}, ${mark.action}, ${reason}, ${actor.id}
        from assignments where id = ${prospectId}
        on conflict (assignment_id, step) do update set
          action = excluded.action, reason = excluded.reason, actor_id = excluded.actor_id, created_at = now()
        returning campaign_id`,
  );
  if (!row) throw notFound(PROSPECT_NOT_FOUND);
  return { campaignId: row.campaign_id };
}
