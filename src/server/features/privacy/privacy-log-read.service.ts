import { type SQL, sql } from "drizzle-orm";
import {
  PRIVACY_LOG_PAGE_SIZE,
  type PrivacyLogAction,
  type PrivacyLogEntry,
} from "../../../shared/contracts/privacy.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { localDayRange } from "../../core/time/local-day-range.js";

/**
 * GET /api/privacy/log: the newest lines first (one page), of one action or all, from one local date
 * to another (both included, in the app's time zone), with how many lines match in all.
 */
export async function readPrivacyLog(
  _actor: Actor,
  db: Db,
  query: { action?: PrivacyLogAction; from?: string; to?: string },
  timeZone: string,
): Promise<{ entries: PrivacyLogEntry[]; total: number }> {
  const conditions: SQL[] = [
    query.action ? sql`l.action = ${query.action}` : sql`true`,
    localDayRange(sql`l.created_at`, query, timeZone),
  ];
  const where = sql.join(conditions, sql` and `);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from privacy_log l where ${where}`,
  );
  const entries = await queryRows<PrivacyLogEntry>(
    db,
    sql`select l.id::float8 as id, l.action, coalesce(sd.name, u.name, u.email) as actor,
          co.company_name as "companyName", l.summary, ${sql.raw(isoText("l.created_at"))} as "createdAt"
        from privacy_log l
        left join users u on u.id = l.actor_id left join sdrs sd on sd.user_id = l.actor_id
        left join companies co on co.id = l.company_id
        where ${where}
        order by l.created_at desc, l.id desc
        limit ${PRIVACY_LOG_PAGE_SIZE}`,
  );
  return { entries, total: counted?.total ?? 0 };
}
