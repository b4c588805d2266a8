import { sql } from "drizzle-orm";
import { inviteAllowance, messageAllowance, type SendAllowance } from "../../../shared/cadence/budget.js";
import { localDateOf } from "../../../shared/cadence/business-days.js";
import type { AccountType, Cadence } from "../../../shared/contracts/cadence.js";
import { FOLLOW_UP_FLAGS, MESSAGE_FLAGS } from "../../../shared/contracts/prospects.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { readCadences } from "./cadence.service.js";

const MESSAGE_STEPS = [...MESSAGE_FLAGS, ...FOLLOW_UP_FLAGS];

/** The seat that sends for a campaign, whose budget the campaign shares with the seat's other campaigns. */
export interface SendingSeat {
  id: string;
  name: string;
}

/**
 * One campaign as the queue works it out: its day, its budget left, and its counts. When a seat sends
 * for it, `cadence.budget` is the seat's and the sends counted are all of the seat's campaigns'.
 */
export interface CampaignDay {
  id: string;
  client: string;
  cadence: Cadence;
  seat: SendingSeat | null;
  today: string;
  invites: SendAllowance;
  messages: SendAllowance;
}

interface SeatRow {
  campaign_id: string;
  seat_id: string;
  name: string;
  account_type: AccountType;
  invites_per_day: number;
  invites_per_7_days: number;
  messages_per_day: number;
  campaign_ids: string[];
}

/** The seats sending for the campaigns, with every campaign each seat sends for. */
function sendingSeats(db: DbOrTx, ids: string[]): Promise<SeatRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<SeatRow>(
    db,
    sql`select sc.campaign_id, s.id as seat_id, s.name, s.account_type, s.invites_per_day,
          s.invites_per_7_days, s.messages_per_day,
          array(select o.campaign_id from seat_campaigns o where o.seat_id = s.id) as campaign_ids
        from seat_campaigns sc join seats s on s.id = sc.seat_id
        where sc.campaign_id = any(${sql.param(ids)}::uuid[])`,
  );
}

/**
 * Each campaign's day and what its LinkedIn account may still send: invites and messages are counted
 * from the activity events that ticked them (an untick does not give a send back), at the time each send
 * happened (a tick read from a LinkedIn export carries LinkedIn's time). A campaign with a sending seat
 * counts every send of the seat's campaigns against the seat's budget (ADR 0050).
 */
export async function campaignDays(
  db: DbOrTx,
  campaigns: { id: string; client: string }[],
  timeZone: string,
  now: Date,
): Promise<CampaignDay[]> {
  const ids = campaigns.map((campaign) => campaign.id);
  const [cadences, seats] = await Promise.all([readCadences(db, ids, timeZone), sendingSeats(db, ids)]);
  const seatOf = new Map(seats.map((seat) => [seat.campaign_id, seat]));
  const counted = [...new Set([...ids, ...seats.flatMap((seat) => seat.campaign_ids)])];
  const sends =
    counted.length === 0
      ? []
      : await queryRows<{ campaign_id: string; field: string; at: string }>(
          db,
          sql`select campaign_id, field, created_at as at from activity_events
              where campaign_id = any(${sql.param(counted)}::uuid[])
                and created_at > ${new Date(now.getTime() - 8 * 86_400_000)}
                and new_value = 'true'
                and field = any(${sql.param(["invite", ...MESSAGE_STEPS])}::text[])`,
        );
  return campaigns.map(({ id, client }) => {
    const own = cadences.get(id) as Cadence;
    const seat = seatOf.get(id);
    const cadence: Cadence = seat
      ? {
          ...own,
          budget: {
            accountType: seat.account_type,
            invitesPerDay: seat.invites_per_day,
            invitesPer7Days: seat.invites_per_7_days,
            messagesPerDay: seat.messages_per_day,
          },
        }
      : own;
    const sending = new Set(seat ? seat.campaign_ids : [id]);
    const mine = sends.filter((send) => sending.has(send.campaign_id));
    const times = (invite: boolean) =>
      mine.filter((send) => (send.field === "invite") === invite).map((send) => send.at);
    return {
      id,
      client,
      cadence,
      seat: seat ? { id: seat.seat_id, name: seat.name } : null,
      today: localDateOf(now, cadence.timeZone),
      invites: inviteAllowance(times(true), cadence.budget, now, cadence.timeZone),
      messages: messageAllowance(times(false), cadence.budget, now, cadence.timeZone),
    };
  });
}
