import { type SQL, sql } from "drizzle-orm";
import { POOL_PAGE_SIZE, type PoolAssignResult, type PoolList } from "../../../shared/contracts/pool.js";
import type { Actor } from "../../core/access/actor.js";
import type { LoadedCampaignScope } from "../../core/access/scopes.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";
import { splitSuppressed, suppressionIndexOf } from "../privacy/index.js";
import { containsPattern } from "../prospects/index.js";

/** Pool people no campaign has, matching `q` like the scheduler's search (first, last name, company). */
function unassigned(q: string | undefined): SQL {
  const search = q?.trim();
  const pattern = search ? containsPattern(search) : null;
  return sql`not exists (select 1 from assignments a where a.prospect_id = p.id)
    ${pattern ? sql`and (p.first_name ilike ${pattern} or p.last_name ilike ${pattern} or p.company ilike ${pattern})` : sql``}`;
}

/** GET /api/pool-prospects: the newest unassigned people first, and how many match in all. */
export async function listPool(_actor: Actor, db: Db, q?: string): Promise<PoolList> {
  const where = unassigned(q);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from prospects p where ${where}`,
  );
  const prospects = await queryRows<PoolList["prospects"][number]>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName", p.job_title as "jobTitle",
          p.company, p.linkedin_url as "linkedinUrl", p.email, ${sql.raw(isoText("p.created_at"))} as "importedAt"
        from prospects p where ${where}
        order by p.created_at desc, p.last_name, p.first_name, p.id
        limit ${POOL_PAGE_SIZE}`,
  );
  return { total: counted?.total ?? 0, prospects };
}

/**
 * POST /api/pool-prospects/assign: the chosen (or all matching) people still in the pool join the
 * campaign, assigned now and imported when they entered the pool, except those the campaign's company's
 * (or the agency's) do-not-contact list names. Assignments from the pool take one
 * lock, so two managers assigning at once never put the same person into two campaigns.
 */
export async function assignFromPool(
  scope: LoadedCampaignScope,
  db: Db,
  body: { prospectIds?: string[]; allMatching?: { q: string } },
): Promise<PoolAssignResult> {
  const { campaign } = scope;
  const chosen = body.prospectIds
    ? sql`p.id = any(${`{${body.prospectIds.join(",")}}`}::uuid[]) and ${unassigned(undefined)}`
    : unassigned(body.allMatching?.q);
  const { assigned, suppressed } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pool-assignment'))`);
    const candidates = await queryRows<{
      id: string;
      linkedinUrl: string;
      email: string | null;
      company: string;
    }>(
      tx,
      sql`select p.id, p.linkedin_url as "linkedinUrl", p.email, p.company from prospects p where ${chosen}`,
    );
    const split = await splitSuppressed(tx, suppressionIndexOf(db), candidates, campaign.companyId);
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`insert into assignments (campaign_id, prospect_id, imported_at, assigned_at)
          select ${campaign.id}, p.id, p.created_at, now() from prospects p
          where p.id = any(${sql.param(split.kept.map((person) => person.id))}::uuid[])
          on conflict do nothing
          returning id`,
    );
    return { assigned: rows.length, suppressed: split.suppressed.length };
  });
  return { assigned, suppressed, campaignId: campaign.id, campaign: campaign.companyName };
}
