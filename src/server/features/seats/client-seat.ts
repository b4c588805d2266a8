import { sql } from "drizzle-orm";
import { DEFAULT_ACCEPTANCE_ALERT_PERCENT } from "../../../shared/contracts/seats.js";
import { linkedinProfileUrl } from "../../../shared/linkedin-url.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";

/** A free account's budget, the cadence's default: what a client's own seat starts with. */
const FREE_BUDGET = {
  accountType: "free",
  invitesPerDay: 20,
  invitesPer7Days: 100,
  messagesPerDay: 100,
} as const;

/**
 * The client's own LinkedIn account as its campaign's seat, from the profile the onboarding wizard
 * collected: added when it is a profile address that is not a seat yet, sending for the new campaign.
 * Anything else (no profile, a company page, a profile already a seat) adds nothing; a manager can add
 * or change seats later.
 */
export async function addClientSeat(
  tx: DbOrTx,
  client: { companyId: string; campaignId: string; companyName: string; profile: string | null | undefined },
): Promise<void> {
  const profileUrl = client.profile ? linkedinProfileUrl(client.profile) : null;
  if (!profileUrl) return;
  const [seat] = await queryRows<{ id: string }>(
    tx,
    sql`insert into seats (name, profile_url, profile_key, owner_company_id, account_type, invites_per_day,
          invites_per_7_days, messages_per_day, acceptance_alert_percent)
        values (${`${client.companyName}'s LinkedIn`}, ${profileUrl}, ${normalizeLinkedinUrl(profileUrl)},
          ${client.companyId}, ${FREE_BUDGET.accountType}, ${FREE_BUDGET.invitesPerDay},
          ${FREE_BUDGET.invitesPer7Days}, ${FREE_BUDGET.messagesPerDay}, ${DEFAULT_ACCEPTANCE_ALERT_PERCENT})
        on conflict (profile_key) do nothing
        returning id`,
  );
  if (seat) {
    await tx.execute(
      sql`insert into seat_campaigns (seat_id, campaign_id) values (${seat.id}, ${client.campaignId})`,
    );
  }
}
