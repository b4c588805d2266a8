import { sql } from "drizzle-orm";
import { isoText } from "../../core/prospect-fields/prospect-columns.js";

/** A claimed delivery with everything its request needs, read when it is sent (never copied earlier). */
export interface OutgoingDelivery {
  id: string;
  endpointId: string;
  url: string;
  secret: string;
  attempts: number;
  eventId: string;
  /** The JSON POSTed: `{ type, timestamp, data }`. */
  body: string;
}

/**
 * The request of each claimed delivery `c` (id, endpoint_id, event_id, attempts), its body written by
 * the database: `{ type, timestamp, data: { eventId, campaignId, companyId, companyName, prospect,
 * change, actor } }`. The prospect's details are read now, so an erased person is never sent from an
 * old copy; the actor is named by its label (Calendly) or its user.
 */
export const OUTGOING_SELECT = sql`
  select c.id, c.endpoint_id as "endpointId", e.url, e.secret, c.attempts, ev.id as "eventId",
    json_build_object(
      'type', ev.type,
      'timestamp', ${sql.raw(isoText("ev.created_at"))},
      'data', json_build_object(
        'eventId', ev.id, 'campaignId', ev.campaign_id, 'companyId', ev.company_id,
        'companyName', co.company_name,
        'prospect', case when a.id is null then null else json_build_object(
          'id', a.id, 'prospectId', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
          'jobTitle', p.job_title, 'company', p.company, 'linkedinUrl', p.linkedin_url, 'email', p.email) end,
        'change', ev.data -> 'change',
        'actor', case when ev.data -> 'actor' ->> 'id' is null and ev.data -> 'actor' ->> 'label' is null then null
          else json_build_object('id', ev.data -> 'actor' ->> 'id',
            'name', coalesce(ev.data -> 'actor' ->> 'label', u.name, u.email)) end)
    )::text as body
  from claimed c
  join webhook_endpoints e on e.id = c.endpoint_id
  join webhook_events ev on ev.id = c.event_id
  left join companies co on co.id = ev.company_id
  left join assignments a on a.id = ev.assignment_id
  left join prospects p on p.id = a.prospect_id
  left join users u on u.id = (ev.data -> 'actor' ->> 'id')::uuid`;
