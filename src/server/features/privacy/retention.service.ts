import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_RETENTION_MONTHS, type RetentionRow } from "../../../shared/contracts/privacy.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { notFound } from "../../core/http/errors.js";
import { anonymisePeople, ERASED_KEY_PREFIX } from "./anonymise-people.js";
import { peopleOf } from "./person-lookup.js";
import { recordPrivacyEvent } from "./privacy-log.js";
import { plural } from "./wording.js";

export const COMPANY_NOT_FOUND = "Company not found";

/**
 * The people (`p`) past retention at `now`: for every company whose campaign holds them, their last
 * contact or import there (the latest of the last touch, the import and the assignment) is older than
 * that company's retention months; people in no campaign, once created longer ago than the default.
 * People already anonymised are not counted again.
 */
function pastRetention(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`p.dedup_key not like ${`${ERASED_KEY_PREFIX}%`}
    and case when exists (select 1 from assignments a where a.prospect_id = p.id)
      then not exists (
        select 1 from assignments a join campaigns c on c.id = a.campaign_id
        join companies co on co.id = c.company_id
        where a.prospect_id = p.id
          and greatest(a.last_touch_at, a.imported_at, a.assigned_at)
            >= ${at} - make_interval(months => co.retention_months))
      else p.created_at < ${at} - make_interval(months => ${DEFAULT_RETENTION_MONTHS}) end`;
}

const ROW_SELECT = (now: Date, where: SQL) => sql`
  with due as (select p.id from prospects p where ${pastRetention(now)})
  select co.id as "companyId", co.company_name as "companyName", co.retention_months as "retentionMonths",
    (select count(distinct a.prospect_id) from assignments a join due d on d.id = a.prospect_id
      where a.campaign_id = c.id)::int as "dueNow"
  from companies co join campaigns c on c.company_id = co.id
  where ${where}
  order by co.company_name, co.id`;

/** GET /api/privacy/retention: each client company's retention and how many people it would anonymise now. */
export async function listRetention(
  _actor: Actor,
  db: Db,
  now = new Date(),
): Promise<{ companies: RetentionRow[] }> {
  return { companies: await queryRows<RetentionRow>(db, ROW_SELECT(now, sql`co.archived_at is null`)) };
}

/** PUT /api/privacy/retention/:id (a company id): its retention period in months. */
export async function saveRetention(
  actor: Actor,
  db: Db,
  companyId: string,
  retentionMonths: number,
  now = new Date(),
): Promise<RetentionRow> {
  return db.transaction(async (tx: DbOrTx) => {
    const [updated] = await queryRows<{ before: number }>(
      tx,
      sql`update companies co set retention_months = ${retentionMonths}
          from (select id, retention_months from companies where id = ${companyId}::uuid for update) old
          where co.id = old.id returning old.retention_months as before`,
    );
    if (!updated) throw notFound(COMPANY_NOT_FOUND);
    const [row] = await queryRows<RetentionRow>(tx, ROW_SELECT(now, sql`co.id = ${companyId}::uuid`));
    if (!row) throw notFound(COMPANY_NOT_FOUND);
    if (updated.before !== retentionMonths) {
      await recordPrivacyEvent(tx, {
        action: "retention.changed",
        actorId: actor.id,
        companyId,
        summary: `Retention period changed from ${plural(updated.before, "month", "months")} to ${plural(retentionMonths, "month", "months")}`,
        detail: { before: updated.before, after: retentionMonths },
      });
    }
    return row;
  });
}

/**
 * The daily retention run: anonymises everyone past retention at `now` the way an erasure does (no
 * do-not-contact entry: they may be imported again), in one transaction, and logs how many.
 */
export async function runRetention(db: Db, now = new Date()): Promise<{ people: number }> {
  return db.transaction(async (tx: DbOrTx) => {
    const rows = await queryRows<{ id: string; linkedinUrl: string; email: string | null }>(
      tx,
      sql`select p.id, p.linkedin_url as "linkedinUrl", p.email from prospects p
          where ${pastRetention(now)} for update of p`,
    );
    const counts = await anonymisePeople(tx, peopleOf(rows, { profileKeys: [], emails: [] }));
    await recordPrivacyEvent(tx, {
      action: "retention.run",
      actorId: null,
      summary: `Retention: ${plural(counts.people, "person", "people")} anonymised`,
      detail: counts as unknown as Record<string, unknown>,
    });
    return { people: counts.people };
  });
}
