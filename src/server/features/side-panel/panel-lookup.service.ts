import { sql } from "drizzle-orm";
import { localDateOf } from "../../../shared/cadence/business-days.js";
import { CADENCE_STEP_SCRIPTS } from "../../../shared/contracts/cadence.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";
import type { PanelLookup } from "../../../shared/contracts/side-panel.js";
import { linkedinProfileUrl } from "../../../shared/linkedin-url.js";
import type { Actor } from "../../core/access/actor.js";
import { staffCampaignFilter } from "../../core/access/worked-campaigns.js";
import type { Db } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";
import { PROSPECT_JOINS, PROSPECT_JSON } from "../../core/prospect-fields/prospect-columns.js";
import { readCadences, refreshPlans } from "../cadence/index.js";
import { scriptBodiesOf } from "../scripts/index.js";

interface AssignmentRow {
  prospect: Prospect;
  client: string;
  sdr: string | null;
  seat: { id: string; name: string } | null;
}

/**
 * GET /api/side-panel/lookup: the person at a LinkedIn profile address, in the campaigns the caller
 * reaches (an SDR the ones they work, owners and managers all), each with its next step, its script, its
 * SDR and sending seat; and the campaigns the caller may add the person to. An address that is no
 * profile finds nobody. Nothing is asked of LinkedIn: the address is all there is.
 */
export async function lookUpProfile(
  actor: Actor,
  db: Db,
  url: string,
  timeZone: string,
  now = new Date(),
): Promise<PanelLookup> {
  const profileUrl = linkedinProfileUrl(url);
  const key = profileUrl ? normalizeLinkedinUrl(profileUrl) : null;
  const reached = staffCampaignFilter(actor, sql`c.id`);
  const campaigns = await queryRows<{ id: string; client: string }>(
    db,
    sql`select c.id, co.company_name as client from campaigns c join companies co on co.id = c.company_id
        where co.archived_at is null and ${reached} order by lower(co.company_name), c.id`,
  );
  if (!key) return { profileUrl: null, assignments: [], campaigns };

  const held = await queryRows<{ campaign_id: string }>(
    db,
    sql`select a.campaign_id from prospects p join assignments a on a.prospect_id = p.id
        join campaigns c on c.id = a.campaign_id
        where p.dedup_key = ${key} and ${reached}`,
  );
  const campaignIds = held.map((row) => row.campaign_id);
  // The stored plans may lag a tick made a moment ago: re-planned first, as the Today queue does.
  await refreshPlans(db, campaignIds, timeZone, now);
  const rows = await queryRows<AssignmentRow>(
    db,
    sql`select ${PROSPECT_JSON} as prospect, co.company_name as client, s.name as sdr,
          case when st.id is null then null else json_build_object('id', st.id, 'name', st.name) end as seat
        from assignments a ${PROSPECT_JOINS}
        left join seat_campaigns sc on sc.campaign_id = a.campaign_id
        left join seats st on st.id = sc.seat_id
        where p.dedup_key = ${key} and a.campaign_id = any(${sql.param(campaignIds)}::uuid[])
        order by lower(co.company_name), a.id`,
  );
  // Each campaign's date is all the panel needs of it: what the budget has left is the Done's answer.
  const [cadences, scripts] = await Promise.all([
    readCadences(db, campaignIds, timeZone),
    scriptBodiesOf(db, campaignIds),
  ]);
  const assignments = rows.map((row) => {
    const zone = cadences.get(row.prospect.campaignId)?.timeZone ?? timeZone;
    const step = row.prospect.next?.step ?? null;
    const bodies = scripts.get(row.prospect.campaignId);
    return {
      prospect: row.prospect,
      client: row.client,
      sdr: row.sdr,
      seat: row.seat,
      today: localDateOf(now, zone),
      script: step && bodies ? bodies[CADENCE_STEP_SCRIPTS[step]] : "",
    };
  });
  return { profileUrl, assignments, campaigns };
}
