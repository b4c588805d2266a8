import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/server/core/db/client.js";
import { queryRows } from "../../src/server/core/db/raw.js";
import type { ProgressFlag } from "../../src/shared/contracts/prospect-fields.js";

/**
 * The records among `ids` whose events of `flag`, whatever order they committed in, do not lead from
 * unset to its value now: the sets less the unsets must be 1 where it is set and 0 where it is not.
 */
export function flagEventDrift(
  db: DbOrTx,
  ids: readonly string[],
  flag: ProgressFlag,
): Promise<{ id: string }[]> {
  const column = sql.raw(`a.${flag}_at`);
  return queryRows<{ id: string }>(
    db,
    sql`select a.id from assignments a
        left join activity_events e on e.assignment_id = a.id and e.field = ${flag}
        where a.id = any(${sql.param([...ids])}::uuid[])
        group by a.id, ${column}
        having count(*) filter (where e.new_value = 'true') - count(*) filter (where e.new_value = 'false')
          <> (${column} is not null)::int`,
  );
}
