import { randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_NOT_FOUND,
  WEBHOOK_PRIVATE_URL,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookWithSecret,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from "../../../shared/contracts/webhooks.js";
import type { Actor } from "../../core/access/actor.js";
import type { Db } from "../../core/db/client.js";
import { companies, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../core/db/schema/index.js";
import { fieldError, notFound } from "../../core/http/errors.js";
import { privateHostReason } from "./webhook-addresses.js";

/** A Standard Webhooks secret: "whsec_" and the base64 of 24 random bytes. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString("base64")}`;

const iso = (value: Date | null) => value?.toISOString() ?? null;

type EndpointRow = typeof webhookEndpoints.$inferSelect & { companyName: string | null };

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    companyId: row.companyId,
    companyName: row.companyName,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    failingSince: iso(row.failingSince),
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
  };
}

const selectEndpoints = (db: Db) =>
  db
    .select({ endpoint: webhookEndpoints, companyName: companies.companyName })
    .from(webhookEndpoints)
    .leftJoin(companies, eq(companies.id, webhookEndpoints.companyId));

async function readEndpoint(db: Db, id: string): Promise<EndpointRow> {
  const [row] = await selectEndpoints(db).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound(WEBHOOK_NOT_FOUND);
  return { ...row.endpoint, companyName: row.companyName };
}

/** Refuses (400, field url) a host that is, or resolves to, a private address, unless allowed. */
async function checkUrl(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const reason = await privateHostReason(new URL(url));
  if (reason) throw fieldError("url", `${WEBHOOK_PRIVATE_URL} (${reason})`);
}

/** Refuses (400, field companyId) a company that does not exist. */
async function checkCompany(db: Db, companyId: string | null): Promise<void> {
  if (companyId === null) return;
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw fieldError("companyId", "No such client company");
}

export interface WebhookSettings {
  allowPrivateUrls: boolean;
}

/** GET /api/webhooks: every endpoint, oldest first. */
export async function listWebhooks(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await selectEndpoints(db).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map((row) => toEndpoint({ ...row.endpoint, companyName: row.companyName }));
}

/** POST /api/webhooks: a new, enabled endpoint and its secret, shown this once. */
export async function createWebhook(
  actor: Actor,
  db: Db,
  input: z.output<typeof webhookCreateSchema>,
  settings: WebhookSettings,
): Promise<WebhookWithSecret> {
  await checkUrl(input.url, settings.allowPrivateUrls);
  await checkCompany(db, input.companyId);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...input, secret, createdBy: actor.id })
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new Error("webhook endpoint insert returned nothing");
  return { endpoint: toEndpoint(await readEndpoint(db, row.id)), secret };
}

/**
 * PATCH /api/webhooks/:id: changes the fields given. Enabling an endpoint clears why it was disabled and
 * its failure clock; disabling it by hand leaves no reason.
 */
export async function updateWebhook(
  db: Db,
  id: string,
  input: z.output<typeof webhookUpdateSchema>,
  settings: WebhookSettings,
): Promise<WebhookEndpoint> {
  const current = await readEndpoint(db, id);
  if (input.url !== undefined) await checkUrl(input.url, settings.allowPrivateUrls);
  if (input.companyId !== undefined) await checkCompany(db, input.companyId);
  const reenabled = input.enabled === true && !current.enabled;
  const disabled = input.enabled === false && current.enabled;
  await db
    .update(webhookEndpoints)
    .set({
      ...input,
      ...(reenabled ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
      ...(disabled ? { disabledAt: new Date(), disabledReason: null } : {}),
    })
    .where(eq(webhookEndpoints.id, id));
  return toEndpoint(await readEndpoint(db, id));
}

/** DELETE /api/webhooks/:id: the endpoint and its deliveries. */
export async function deleteWebhook(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Its events that no other endpoint takes go with it (their deliveries by cascade).
    await tx.execute(
      sql`delete from webhook_events ev
          where ev.id in (select d.event_id from webhook_deliveries d where d.endpoint_id = ${id})
            and not exists (select 1 from webhook_deliveries o where o.event_id = ev.id and o.endpoint_id <> ${id})`,
    );
    const deleted = await tx
      .delete(webhookEndpoints)
      .where(eq(webhookEndpoints.id, id))
      .returning({ id: webhookEndpoints.id });
    if (deleted.length === 0) throw notFound(WEBHOOK_NOT_FOUND);
  });
}

/** POST /api/webhooks/:id/rotate-secret: a new secret, which signs every delivery from now on. */
export async function rotateWebhookSecret(db: Db, id: string): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const updated = await db
    .update(webhookEndpoints)
    .set({ secret })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (updated.length === 0) throw notFound(WEBHOOK_NOT_FOUND);
  return { endpoint: toEndpoint(await readEndpoint(db, id)), secret };
}

const selectDeliveries = (db: Db) =>
  db
    .select({ delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId));

type DeliveryRow = { delivery: typeof webhookDeliveries.$inferSelect; eventType: string };

function toDelivery({ delivery, eventType }: DeliveryRow): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    status: delivery.status as WebhookDeliveryStatus,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    durationMs: delivery.durationMs,
    error: delivery.error,
    nextAttemptAt: delivery.status === "pending" ? iso(delivery.nextAttemptAt) : null,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    deliveredAt: iso(delivery.deliveredAt),
    createdAt: delivery.createdAt.toISOString(),
  };
}

/** GET /api/webhooks/:id/deliveries: the endpoint's newest deliveries first. */
export async function listDeliveries(db: Db, id: string): Promise<WebhookDelivery[]> {
  await readEndpoint(db, id);
  const rows = await selectDeliveries(db)
    .where(eq(webhookDeliveries.endpointId, id))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(WEBHOOK_LOG_LIMIT);
  return rows.map(toDelivery);
}

async function readDelivery(db: Db, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const [row] = await selectDeliveries(db).where(
    and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)),
  );
  if (!row) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND);
  return toDelivery(row);
}

/**
 * POST /api/webhooks/:id/deliveries/:deliveryId/redeliver: pending again and due at once, whatever it
 * was. Its attempts keep counting: one that had used them all gets this one try.
 */
export async function redeliver(db: Db, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  const updated = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()`, deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  if (updated.length === 0) throw notFound(WEBHOOK_DELIVERY_NOT_FOUND);
  return readDelivery(db, endpointId, deliveryId);
}

/** POST /api/webhooks/:id/test: a test.ping event for this endpoint only (sent even while it is disabled). */
export async function sendTestEvent(actor: Actor, db: Db, endpointId: string): Promise<WebhookDelivery> {
  await readEndpoint(db, endpointId);
  const deliveryId = await db.transaction(async (tx) => {
    const [event] = await tx
      .insert(webhookEvents)
      .values({ type: WEBHOOK_TEST_EVENT, data: { change: null, actor: { id: actor.id, label: null } } })
      .returning({ id: webhookEvents.id });
    if (!event) throw new Error("webhook event insert returned nothing");
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId, eventId: event.id })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error("webhook delivery insert returned nothing");
    return delivery.id;
  });
  return readDelivery(db, endpointId, deliveryId);
}
