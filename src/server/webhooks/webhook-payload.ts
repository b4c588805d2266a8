import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { queryRows } from "../db/raw.js";

/** A claimed delivery with everything its request needs, read when it is sent (never copied earlier). */
export interface OutgoingDelivery {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  attempts: number;
  eventId: string;
  body: string;
}

interface PayloadRow {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  attempts: number;
  eventId: string;
  type: string;
  createdAt: string;
  campaignId: string | null;
  companyId: string | null;
  companyName: string | null;
  prospect: Record<string, unknown> | null;
  change: unknown;
  actorId: string | null;
  actorLabel: string | null;
  actorName: string | null;
}

/**
 * The JSON each delivery POSTs: `{ type, timestamp, data }`. The prospect's details are read now, so an
 * erased person is never sent from an old copy; the actor is named by its label (Calendly) or its user.
 */
export function payloadOf(row: PayloadRow): string {
  const actor =
    row.actorId || row.actorLabel ? { id: row.actorId, name: row.actorLabel ?? row.actorName } : null;
  return JSON.stringify({
    type: row.type,
    timestamp: new Date(row.createdAt).toISOString(),
    data: {
      eventId: row.eventId,
      campaignId: row.campaignId,
      companyId: row.companyId,
      companyName: row.companyName,
      prospect: row.prospect,
      change: row.change ?? null,
      actor,
    },
  });
}

/** The claimed deliveries' requests, in claim order. */
export async function readOutgoing(db: DbOrTx, ids: string[]): Promise<OutgoingDelivery[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<PayloadRow>(
    db,
    sql`select d.id, d.endpoint_id as "endpointId", e.url, e.secret, d.attempts,
          ev.id as "eventId", ev.type, ev.created_at as "createdAt",
          ev.campaign_id as "campaignId", ev.company_id as "companyId", co.company_name as "companyName",
          case when a.id is null then null else json_build_object(
            'id', a.id, 'prospectId', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
            'jobTitle', p.job_title, 'company', p.company, 'linkedinUrl', p.linkedin_url, 'email', p.email)
          end as prospect,
          ev.data -> 'change' as change,
          (ev.data -> 'actor' ->> 'id')::uuid as "actorId", ev.data -> 'actor' ->> 'label' as "actorLabel",
          coalesce(u.name, u.email) as "actorName"
        from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
        join webhook_events ev on ev.id = d.event_id
        left join companies co on co.id = ev.company_id
        left join assignments a on a.id = ev.assignment_id
        left join prospects p on p.id = a.prospect_id
        left join users u on u.id = (ev.data -> 'actor' ->> 'id')::uuid
        where d.id = any(${sql.param(ids)}::uuid[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { endpointId, url, secret, attempts, eventId } = row;
    return [{ id, endpointId, url, secret, attempts, eventId, body: payloadOf(row) }];
  });
}
