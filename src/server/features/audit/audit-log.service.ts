import { type SQL, sql } from "drizzle-orm";
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from "../../../shared/contracts/audit.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { localDayRange } from "../../core/time/local-day-range.js";

/** The filters as one condition on `l` (the log) and `k` (the key it was made with). */
function matching(query: AuditQuery, timeZone: string): SQL {
  const actor = query.actor ? `%${query.actor.replace(/[\\%_]/g, "\\$&")}%` : null;
  return sql.join(
    [
      query.action ? sql`l.action = ${query.action}` : sql`true`,
      query.outcome ? sql`l.succeeded = ${query.outcome === "succeeded"}` : sql`true`,
      actor
        ? sql`(l.actor_name ilike ${actor} or u.email ilike ${actor} or l.detail ->> 'email' ilike ${actor})`
        : sql`true`,
      localDayRange(sql`l.created_at`, query, timeZone),
    ],
    sql` and `,
  );
}

const FROM = sql`audit_log l
  left join users u on u.id = l.actor_id
  left join api_keys k on k.id = l.api_key_id`;

const ENTRY = sql`l.id::float8 as id, l.action, l.actor_name as actor,
  case when k.id is null then null else k.name || ' (' || k.prefix || '…)' end as "apiKey",
  l.ip, l.target, l.detail, l.status, l.succeeded, ${sql.raw(isoText("l.created_at"))} as "createdAt"`;

/** Entries matching the query, newest first, older than `beforeId` when given. */
function entries(db: DbOrTx, where: SQL, limit: number, beforeId?: number) {
  return queryRows<AuditEntry>(
    db,
    sql`select ${ENTRY} from ${FROM}
        where ${where} ${beforeId === undefined ? sql`` : sql`and l.id < ${beforeId}`}
        order by l.id desc limit ${limit}`,
  );
}

/** GET /api/audit: the newest page of entries that match, and how many match in all. */
export async function readAuditLog(
  db: Db,
  query: AuditQuery,
  timeZone: string,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = matching(query, timeZone);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${FROM} where ${where}`,
  );
  return { entries: await entries(db, where, AUDIT_PAGE_SIZE), total: counted?.total ?? 0 };
}

/** Every entry that matches, newest first, a page at a time: what the export writes. */
export async function* auditLogPages(
  db: Db,
  query: AuditQuery,
  timeZone: string,
): AsyncGenerator<AuditEntry[]> {
  const where = matching(query, timeZone);
  let beforeId: number | undefined;
  for (;;) {
    const page = await entries(db, where, 1000, beforeId);
    if (page.length > 0) yield page;
    if (page.length < 1000) return;
    beforeId = page.at(-1)?.id;
  }
}

/** Deletes entries older than the audit retention (the only delete the log's trigger lets through). */
export async function pruneAuditLog(db: Db, retentionMonths: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('outreach.audit_pruning', 'on', true)`);
    const [deleted] = await queryRows<{ count: number }>(
      tx,
      sql`with gone as (delete from audit_log
            where created_at < now() - make_interval(months => ${retentionMonths}) returning 1)
          select count(*)::int as count from gone`,
    );
    return deleted?.count ?? 0;
  });
}
