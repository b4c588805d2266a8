import pg from "pg";
import { managerId } from "./references.js";

/**
 * The reference for a bulk disposition change: the writes the route makes, as plain SQL over a
 * connection of the bench's own, in one transaction: the records locked, the disposition set with its
 * touch and disposition times, and one activity event per changed record. Rolled back, so the app's
 * next run finds the records as they were; the time runs from `begin` to the end of the rollback.
 */
export async function bulkDispositionReference(
  databaseUrl: string,
  campaignId: string,
  ids: readonly string[],
) {
  const actorId = await managerId(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async time(disposition: string): Promise<number> {
      const started = performance.now();
      await client.query("begin");
      try {
        await client.query(
          `select t.id, t.final_disposition as value, t.disposition_at::text as at, t.last_touch_at::text as touch,
             t.suppression_id is not null as "doNotContact", t.invite_at is not null as invited
           from assignments t
           where t.campaign_id = $1 and t.bad_data_at is null and t.id = any($2::uuid[])
           order by t.id
           for update`,
          [campaignId, ids],
        );
        const { rowCount } = await client.query(
          `with changed as (
             update assignments a set final_disposition = $2, updated_at = now(), last_touch_at = now(),
               disposition_at = now()
             from assignments t
             where a.id = t.id and t.id = any($1::uuid[]) and t.final_disposition is distinct from $2
             returning a.id
           ), event as (
             insert into activity_events (assignment_id, campaign_id, actor_id, field, old_value, new_value)
             select t.id, t.campaign_id, $3::uuid, 'finalDisposition', t.final_disposition, $2::text
             from assignments t join changed on changed.id = t.id
           )
           select id, now()::text as stamp from changed`,
          [ids, disposition, actorId],
        );
        if (rowCount !== ids.length)
          throw new Error(`the reference changed ${rowCount} of ${ids.length} records`);
      } finally {
        await client.query("rollback");
      }
      return performance.now() - started;
    },
    close: () => client.end(),
  };
}
