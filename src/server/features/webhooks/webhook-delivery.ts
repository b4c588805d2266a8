import { sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import type { DbOrTx } from "../../core/db/client.js";
import { queryRows } from "../../core/db/raw.js";
import { DELIVERY_TIMEOUT_MS, type PostOutcome, postWebhook } from "./webhook-http.js";
import { OUTGOING_SELECT, type OutgoingDelivery } from "./webhook-payload.js";

/** Attempts before a delivery is given up: with a 5-minute base the last comes about 21 hours in. */
export const MAX_ATTEMPTS = 9;
/**
 * A claimed delivery is due again after this long: if its server stops mid-request, another one sends
 * it then. Longer than a request may take.
 */
const CLAIM_LEASE_SECONDS = DELIVERY_TIMEOUT_MS / 1000 + 50;
/** Deliveries one pass claims and sends side by side. */
const BATCH_SIZE = 250;
/** Events one pass routes to their endpoints (and sends, those that may go). */
const ROUTE_BATCH_SIZE = 250;

export interface DeliverySettings {
  allowPrivateUrls: boolean;
  retryBaseSeconds: number;
}

/** The pause before the attempt after `attempts` failed ones: the base, doubling. */
export const retryDelaySeconds = (base: number, attempts: number) => base * 2 ** Math.max(0, attempts - 1);

/**
 * Deliveries that may go now, oldest due first, leased to this pass (their attempt counted and their next
 * attempt moved past the lease) in one short statement: no transaction stays open while requests run, and
 * servers side by side skip each other's rows. A prospect's later delivery to an endpoint waits while an
 * earlier one is pending. A disabled endpoint's deliveries wait, except test events.
 */
const DUE = sql`d.status = 'pending' and d.next_attempt_at <= now()
  and (e.enabled or ev.type = 'test.ping')
  and (d.assignment_id is null or not exists (
    select 1 from webhook_deliveries p
    where p.endpoint_id = d.endpoint_id and p.assignment_id = d.assignment_id
      and p.status = 'pending' and p.seq < d.seq))`;

const FROM_DUE = sql`from webhook_deliveries d
  join webhook_endpoints e on e.id = d.endpoint_id
  join webhook_events ev on ev.id = d.event_id`;

async function claimDue(db: DbOrTx, limit: number): Promise<OutgoingDelivery[]> {
  return queryRows<OutgoingDelivery>(
    db,
    sql`with due as (
          select d.id ${FROM_DUE} where ${DUE}
          order by d.next_attempt_at, d.seq
          limit ${limit}
          for update of d skip locked
        ), claimed as (
          update webhook_deliveries d
          set attempts = d.attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
          from due where d.id = due.id
          returning d.id, d.endpoint_id, d.event_id, d.attempts, d.seq
        )
        ${OUTGOING_SELECT}
        order by c.seq`,
  );
}

/**
 * Routes the events the triggers wrote (unrouted), oldest first, outside any change's transaction (a tick
 * writes only its event): one delivery per enabled endpoint that wants the event. A delivery that may go
 * now (no earlier delivery of its endpoint and prospect pending, none earlier in this batch) is written
 * already claimed, as `claimDue` would leave it, and its request returned: a delivery sent at the first
 * attempt is written twice (here, and its outcome) rather than three times. The others are written
 * pending and wait their turn. One pass routes at a time (a transaction-level advisory lock, taken before
 * the statement so that it sees the deliveries the previous pass wrote); another pass finding it taken
 * routes nothing and goes on with the due deliveries. Answers the claimed deliveries, in order.
 */
async function routeAndClaim(db: DbOrTx, limit: number): Promise<OutgoingDelivery[]> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('webhook-routing')) as locked`,
    );
    if (!lock?.locked) return [];
    return queryRows<OutgoingDelivery>(
      tx,
      sql`with routed as (
            update webhook_events ev set unrouted = false
            where ev.id in (select id from webhook_events where unrouted order by seq limit ${limit} for update)
            returning ev.id, ev.seq, ev.type, ev.company_id, ev.assignment_id
          ), fanned as (
            select e.id as endpoint_id, r.id as event_id, r.assignment_id, r.seq as event_seq,
              r.assignment_id is null or (
                row_number() over (partition by e.id, r.assignment_id order by r.seq) = 1
                and not exists (select 1 from webhook_deliveries p
                  where p.endpoint_id = e.id and p.assignment_id = r.assignment_id and p.status = 'pending')
              ) as goes
            from routed r join webhook_endpoints e
              on e.enabled and (e.company_id is null or e.company_id = r.company_id)
                and (cardinality(e.events) = 0 or r.type = any (e.events))
          ), written as (
            insert into webhook_deliveries
              (endpoint_id, event_id, assignment_id, attempts, last_attempt_at, next_attempt_at)
            select f.endpoint_id, f.event_id, f.assignment_id, case when f.goes then 1 else 0 end,
              case when f.goes then now() end,
              case when f.goes then now() + make_interval(secs => ${CLAIM_LEASE_SECONDS}) else now() end
            from fanned f
            order by f.event_seq, f.endpoint_id
            returning id, endpoint_id, event_id, attempts, seq
          ), claimed as (
            select * from written where attempts = 1
          )
          ${OUTGOING_SELECT}
          order by c.seq`,
    );
  });
}

async function hasUnrouted(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ waiting: boolean }>(
    db,
    sql`select exists (select 1 from webhook_events where unrouted) as waiting`,
  );
  return row?.waiting === true;
}

/** Whether an event waits to be routed or a delivery may go now (the watcher's question; the claim's test). */
export async function hasDueDeliveries(db: DbOrTx): Promise<boolean> {
  const [row] = await queryRows<{ due: boolean }>(
    db,
    sql`select exists (select 1 from webhook_events where unrouted)
          or exists (select 1 ${FROM_DUE} where ${DUE}) as due`,
  );
  return row?.due === true;
}

/** Signs and sends one delivery (Standard Webhooks: webhook-id is the event's id). */
function send(delivery: OutgoingDelivery, allowPrivate: boolean): Promise<PostOutcome> {
  const sentAt = new Date();
  let signature: string;
  try {
    signature = new Webhook(delivery.secret).sign(delivery.eventId, sentAt, delivery.body);
  } catch (error) {
    return Promise.resolve({
      status: null,
      durationMs: 0,
      error: `The secret cannot sign: ${String(error)}`,
    });
  }
  const headers = {
    "webhook-id": delivery.eventId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": signature,
  };
  return postWebhook(delivery.url, delivery.body, headers, allowPrivate);
}

const delivered = (outcome: PostOutcome) =>
  outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

/**
 * Records a pass's outcomes in one statement: delivered, pending with the next attempt after the backoff,
 * or failed after the last attempt. An endpoint's success clears its failing_since; a failure of one
 * not failing yet sets it. Answers whether any endpoint failed.
 */
async function recordOutcomes(
  db: DbOrTx,
  sent: { delivery: OutgoingDelivery; outcome: PostOutcome }[],
  retryBaseSeconds: number,
): Promise<boolean> {
  const rows = sent.map(({ delivery, outcome }) => {
    const ok = delivered(outcome);
    const last = delivery.attempts >= MAX_ATTEMPTS;
    return {
      id: delivery.id,
      status: ok ? "delivered" : last ? "failed" : "pending",
      retryIn: ok || last ? null : retryDelaySeconds(retryBaseSeconds, delivery.attempts),
      responseStatus: outcome.status,
      durationMs: outcome.durationMs,
      error: outcome.error,
    };
  });
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await db.execute(
    sql`update webhook_deliveries d
        set status = r.status, response_status = r.response_status, duration_ms = r.duration_ms,
          error = r.error,
          delivered_at = case when r.status = 'delivered' then now() end,
          next_attempt_at = case when r.retry_in is null then null else now() + make_interval(secs => r.retry_in) end
        from unnest(${column((row) => row.id)}::uuid[], ${column((row) => row.status)}::text[],
          ${column((row) => row.retryIn)}::int[], ${column((row) => row.responseStatus)}::int[],
          ${column((row) => row.durationMs)}::int[], ${column((row) => row.error)}::text[])
          as r(id, status, retry_in, response_status, duration_ms, error)
        where d.id = r.id`,
  );
  const succeeded = [...new Set(sent.filter((s) => delivered(s.outcome)).map((s) => s.delivery.endpointId))];
  const failedEndpoints = sent.filter((s) => !delivered(s.outcome)).map((s) => s.delivery.endpointId);
  const failed = [...new Set(failedEndpoints)].filter((id) => !succeeded.includes(id));
  if (succeeded.length > 0) {
    await db.execute(
      sql`update webhook_endpoints set failing_since = null
          where id = any(${sql.param(succeeded)}::uuid[]) and failing_since is not null`,
    );
  }
  if (failed.length > 0) {
    await db.execute(
      sql`update webhook_endpoints set failing_since = now()
          where id = any(${sql.param(failed)}::uuid[]) and failing_since is null`,
    );
  }
  return failed.length > 0;
}

/**
 * One pass: routes waiting events, claims up to a batch of due deliveries, sends them side by side,
 * records what happened.
 * Answers how many it claimed (0: nothing was due), whether that was a full batch, and whether an
 * endpoint failed.
 */
export async function deliverBatch(
  db: DbOrTx,
  settings: DeliverySettings,
): Promise<{ claimed: number; full: boolean; failed: boolean }> {
  const routed = await routeAndClaim(db, ROUTE_BATCH_SIZE);
  const outgoing =
    routed.length < BATCH_SIZE ? [...routed, ...(await claimDue(db, BATCH_SIZE - routed.length))] : routed;
  if (outgoing.length === 0) {
    // Routed events whose deliveries wait behind earlier ones, or another pass routing: more may be due.
    return { claimed: 0, full: await hasUnrouted(db), failed: false };
  }
  const sent = await Promise.all(
    outgoing.map(async (delivery) => ({
      delivery,
      outcome: await send(delivery, settings.allowPrivateUrls),
    })),
  );
  const failed = await recordOutcomes(db, sent, settings.retryBaseSeconds);
  return { claimed: outgoing.length, full: outgoing.length >= BATCH_SIZE, failed };
}
