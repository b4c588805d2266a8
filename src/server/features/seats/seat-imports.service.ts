import { sql } from "drizzle-orm";
import {
  SEAT_IMPORT_NOT_FOUND,
  SEAT_IMPORT_UNDO_DAYS,
  SEAT_NOT_FOUND,
  type SeatImport,
} from "../../../shared/contracts/seats.js";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { conflict, notFound } from "../../core/http/errors.js";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

/** What an import needs of its seat, read with the seat locked (two imports of one seat queue). */
export interface SeatOfImport {
  name: string;
  profileKey: string;
  /** The roster SDR whose LinkedIn identity it is: Team KPIs count the export's events for them. */
  ownerSdrId: string | null;
  campaignIds: string[];
}

export const NO_CAMPAIGNS =
  "This seat sends for no campaign yet: choose its campaigns, then import its export.";

export async function seatOfImport(tx: DbOrTx, seatId: string): Promise<SeatOfImport> {
  const [seat] = await queryRows<SeatOfImport>(
    tx,
    sql`select s.name, s.profile_key as "profileKey", s.owner_sdr_id as "ownerSdrId",
          array(select sc.campaign_id from seat_campaigns sc where sc.seat_id = s.id order by sc.campaign_id) as "campaignIds"
        from seats s where s.id = ${seatId}
        for no key update of s`,
  );
  if (!seat) throw notFound(SEAT_NOT_FOUND);
  if (seat.campaignIds.length === 0) throw conflict(NO_CAMPAIGNS);
  return seat;
}

/** An import as the API shows it, written by the database over `i`. */
const IMPORT_JSON = sql.raw(`json_build_object(
  'id', i.id, 'seatId', i.seat_id, 'createdAt', ${isoText("i.created_at")},
  'by', coalesce((select coalesce(u.name, u.email) from users u where u.id = i.actor_id), 'Someone no longer here'),
  'files', i.files,
  'counts', json_build_object(
    'confirmed', coalesce((i.counts->>'confirmed')::int, 0), 'added', coalesce((i.counts->>'added')::int, 0),
    'corrected', coalesce((i.counts->>'corrected')::int, 0), 'disagrees', coalesce((i.counts->>'disagrees')::int, 0),
    'messagesAdded', coalesce((i.counts->>'messagesAdded')::int, 0), 'repliesAdded', coalesce((i.counts->>'repliesAdded')::int, 0),
    'groupConversationsSkipped', coalesce((i.counts->>'groupConversationsSkipped')::int, 0),
    'sponsoredSkipped', coalesce((i.counts->>'sponsoredSkipped')::int, 0),
    'draftsSkipped', coalesce((i.counts->>'draftsSkipped')::int, 0),
    'notProspects', coalesce((i.counts->>'notProspects')::int, 0)),
  'undoneAt', case when i.undone_at is null then null else ${isoText("i.undone_at")} end,
  'undoUntil', ${isoText(`(i.created_at + interval '${SEAT_IMPORT_UNDO_DAYS} days')`)})`);

export async function readSeatImport(db: DbOrTx, importId: string, seatId?: string): Promise<SeatImport> {
  const [row] = await queryRows<{ json: SeatImport }>(
    db,
    sql`select ${IMPORT_JSON} as json from seat_imports i
        where i.id = ${importId} ${seatId ? sql`and i.seat_id = ${seatId}` : sql``}`,
  );
  if (!row) throw notFound(SEAT_IMPORT_NOT_FOUND);
  return row.json;
}

/** A seat's imports, newest first. */
export async function listSeatImports(db: DbOrTx, seatId: string): Promise<SeatImport[]> {
  const rows = await queryRows<{ json: SeatImport }>(
    db,
    sql`select ${IMPORT_JSON} as json from seat_imports i where i.seat_id = ${seatId}
        order by i.created_at desc, i.id limit 50`,
  );
  return rows.map((row) => row.json);
}
