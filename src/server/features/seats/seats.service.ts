import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type newSeatSchema,
  SEAT_NOT_FOUND,
  type Seat,
  type seatPatchSchema,
} from "../../../shared/contracts/seats.js";
import type { Actor } from "../../core/access/actor.js";
import type { SeatScope } from "../../core/access/scopes.js";
import { seatsReachedBy } from "../../core/access/worked-campaigns.js";
import type { Db, DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { HttpError, isUniqueViolation, notFound } from "../../core/http/errors.js";
import { normalizeLinkedinUrl } from "../../core/prospect-fields/dedup.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

type NewSeat = z.output<typeof newSeatSchema>;
type SeatPatch = z.output<typeof seatPatchSchema>;

const fieldConflict = (field: string, message: string) => new HttpError(409, message, {}, { field });

/** A seat as the API shows it, written by the database. */
const SEAT_JSON = sql.raw(`json_build_object(
  'id', s.id, 'name', s.name, 'profileUrl', s.profile_url,
  'owner', case when s.owner_sdr_id is not null
    then json_build_object('kind', 'sdr', 'id', s.owner_sdr_id, 'name', (select o.name from sdrs o where o.id = s.owner_sdr_id))
    else json_build_object('kind', 'client', 'id', s.owner_company_id, 'name', (select o.company_name from companies o where o.id = s.owner_company_id))
  end,
  'budget', json_build_object('accountType', s.account_type, 'invitesPerDay', s.invites_per_day,
    'invitesPer7Days', s.invites_per_7_days, 'messagesPerDay', s.messages_per_day),
  'acceptanceAlertPercent', s.acceptance_alert_percent,
  'campaigns', coalesce((select json_agg(json_build_object('id', c.id, 'client', co.company_name) order by co.company_name, c.id)
    from seat_campaigns sc join campaigns c on c.id = sc.campaign_id join companies co on co.id = c.company_id
    where sc.seat_id = s.id), '[]'),
  'createdAt', ${isoText("s.created_at")})`);

/** GET /api/seats: the seats the caller reaches, by name. */
export async function listSeats(actor: Actor, db: Db): Promise<{ seats: Seat[] }> {
  const rows = await queryRows<{ seat: Seat }>(
    db,
    sql`select ${SEAT_JSON} as seat from seats s where ${seatsReachedBy(actor)} order by lower(s.name), s.id`,
  );
  return { seats: rows.map((row) => row.seat) };
}

/** One seat; 404 when it does not exist (its scope was resolved already). */
export async function readSeat(db: DbOrTx, seatId: string): Promise<Seat> {
  const [row] = await queryRows<{ seat: Seat }>(
    db,
    sql`select ${SEAT_JSON} as seat from seats s where s.id = ${seatId}`,
  );
  if (!row) throw notFound(SEAT_NOT_FOUND);
  return row.seat;
}

/** The owner must exist and be live: a roster SDR not archived, or a client company. */
async function checkOwner(tx: DbOrTx, owner: NewSeat["owner"]): Promise<void> {
  const found =
    owner.kind === "sdr"
      ? await queryRows(tx, sql`select 1 from sdrs where id = ${owner.sdrId} and archived_at is null`)
      : await queryRows(tx, sql`select 1 from companies where id = ${owner.companyId}`);
  if (found.length === 0) {
    throw fieldConflict(
      "owner",
      owner.kind === "sdr" ? "That SDR is not on the roster." : "That client company does not exist.",
    );
  }
}

/**
 * Sets the campaigns a seat sends for. A campaign is sent by one seat: one already taken by another seat
 * is refused, naming it. The campaigns are locked in id order, so two managers moving campaigns between
 * seats at once queue instead of deadlocking.
 */
async function setCampaigns(tx: DbOrTx, seatId: string, campaignIds: string[]): Promise<void> {
  const ids = [...new Set(campaignIds)].sort();
  const found = await queryRows<{ id: string; client: string; taken_by: string | null }>(
    tx,
    sql`select c.id, co.company_name as client,
          (select s.name from seat_campaigns sc join seats s on s.id = sc.seat_id
            where sc.campaign_id = c.id and sc.seat_id <> ${seatId}) as taken_by
        from campaigns c join companies co on co.id = c.company_id
        where c.id = any(${sql.param(ids)}::uuid[])
        order by c.id
        for no key update of c`,
  );
  if (found.length < ids.length) throw fieldConflict("campaignIds", "A chosen campaign does not exist.");
  const taken = found.find((campaign) => campaign.taken_by !== null);
  if (taken) {
    throw fieldConflict(
      "campaignIds",
      `${taken.client}'s campaign is already sent for by the seat ${taken.taken_by}: a campaign has one seat.`,
    );
  }
  await tx.execute(
    sql`delete from seat_campaigns where seat_id = ${seatId} and campaign_id <> all(${sql.param(ids)}::uuid[])`,
  );
  const added = await queryRows(
    tx,
    sql`insert into seat_campaigns (seat_id, campaign_id)
        select ${seatId}, id from unnest(${sql.param(ids)}::uuid[]) as id
        on conflict (campaign_id) do update set seat_id = excluded.seat_id
          where seat_campaigns.seat_id = excluded.seat_id
        returning 1`,
  );
  // Another seat took one of them since it was read (a concurrent change that committed first).
  if (added.length < ids.length) {
    throw fieldConflict(
      "campaignIds",
      "A chosen campaign was just given to another seat: a campaign has one seat.",
    );
  }
}

const PROFILE_TAKEN = "This LinkedIn profile is already a seat.";

/** Runs a seat write, turning the profile's unique index (the seats' only one) into a 409 on the field. */
async function seatWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict("profileUrl", PROFILE_TAKEN);
    throw error;
  }
}

/** POST /api/seats (managers). */
export async function createSeat(actor: Actor, db: Db, input: NewSeat): Promise<Seat> {
  return seatWrite(() =>
    db.transaction(async (tx) => {
      await checkOwner(tx, input.owner);
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`insert into seats (name, profile_url, profile_key, owner_sdr_id, owner_company_id, account_type,
              invites_per_day, invites_per_7_days, messages_per_day, acceptance_alert_percent, created_by)
            values (${input.name}, ${input.profileUrl}, ${normalizeLinkedinUrl(input.profileUrl)},
              ${input.owner.kind === "sdr" ? input.owner.sdrId : null}, ${input.owner.kind === "client" ? input.owner.companyId : null},
              ${input.budget.accountType}, ${input.budget.invitesPerDay}, ${input.budget.invitesPer7Days},
              ${input.budget.messagesPerDay}, ${input.acceptanceAlertPercent}, ${actor.id})
            returning id`,
      );
      const id = (row as { id: string }).id;
      await setCampaigns(tx, id, input.campaignIds);
      return readSeat(tx, id);
    }),
  );
}

/** PATCH /api/seats/{id} (managers): the fields sent; campaignIds replaces the seat's campaigns. */
export async function updateSeat({ seatId }: SeatScope, db: Db, patch: SeatPatch): Promise<Seat> {
  return seatWrite(() =>
    db.transaction(async (tx) => {
      const [locked] = await queryRows(tx, sql`select id from seats where id = ${seatId} for no key update`);
      if (!locked) throw notFound(SEAT_NOT_FOUND);
      if (patch.owner) await checkOwner(tx, patch.owner);
      const sets: SQL[] = [];
      if (patch.name !== undefined) sets.push(sql`name = ${patch.name}`);
      if (patch.profileUrl !== undefined) {
        sets.push(
          sql`profile_url = ${patch.profileUrl}, profile_key = ${normalizeLinkedinUrl(patch.profileUrl)}`,
        );
      }
      if (patch.owner) {
        sets.push(sql`owner_sdr_id = ${patch.owner.kind === "sdr" ? patch.owner.sdrId : null},
          owner_company_id = ${patch.owner.kind === "client" ? patch.owner.companyId : null}`);
      }
      if (patch.budget) {
        sets.push(sql`account_type = ${patch.budget.accountType}, invites_per_day = ${patch.budget.invitesPerDay},
          invites_per_7_days = ${patch.budget.invitesPer7Days}, messages_per_day = ${patch.budget.messagesPerDay}`);
      }
      if (patch.acceptanceAlertPercent !== undefined) {
        sets.push(sql`acceptance_alert_percent = ${patch.acceptanceAlertPercent}`);
      }
      if (sets.length > 0)
        await tx.execute(sql`update seats set ${sql.join(sets, sql`, `)} where id = ${seatId}`);
      if (patch.campaignIds) await setCampaigns(tx, seatId, patch.campaignIds);
      return readSeat(tx, seatId);
    }),
  );
}
