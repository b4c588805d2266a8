import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { BadDataFlag, flagBadDataSchema } from "../../../shared/contracts/prospects.js";
import { PROSPECT_NOT_FOUND } from "../../core/access/campaign-access.js";
import type { ProspectScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { retryStatement } from "../../core/db/transaction-retry.js";
import { notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

/**
 * POST /api/flag-bad-data: hides the record from every list (nothing is deleted) and records who
 * flagged it (the signed-in user, whatever `sdrEmail` says), why and when, with an activity event
 * (field "badData", new value the reason). Flagging a flagged record again changes nothing and answers
 * the first flag with `alreadyFlagged: true`, so a double click is harmless.
 */
export async function flagBadData(
  { actor, prospectId }: ProspectScope,
  db: Db,
  input: Pick<z.output<typeof flagBadDataSchema>, "reason">,
): Promise<BadDataFlag & { campaignId: string }> {
  const [row] = await retryStatement(db, () =>
    queryRows<Omit<BadDataFlag, "ok"> & { campaignId: string }>(
      db,
      sql`with target as (
          select id, campaign_id, bad_data_at, bad_data_reason from assignments
          where id = ${prospectId} for no key update
        ), flagged as (
          update assignments a
          set bad_data_at = now(), bad_data_by = ${actor.id}, bad_data_reason = ${input.reason},
              updated_at = now()
          from target t
          where a.id = t.id and t.bad_data_at is null
          returning a.id, a.bad_data_at, a.bad_data_reason
        ), event as (
          insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
          select t.id, t.campaign_id, ${actor.id}::uuid, 'badData', null, ${input.reason}::text
          from target t join flagged f on f.id = t.id
        )
        select t.id, t.campaign_id as "campaignId",
          ${sql.raw(isoText("coalesce(f.bad_data_at, t.bad_data_at)"))} as "badDataAt",
          coalesce(f.bad_data_reason, t.bad_data_reason, '') as "badDataReason",
          f.id is null as "alreadyFlagged"
        from target t left join flagged f on f.id = t.id`,
    ),
  );
  if (!row) throw notFound(PROSPECT_NOT_FOUND);
  return { ok: true, ...row };
}
