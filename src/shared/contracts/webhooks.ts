import { z } from "zod";
import { idParamsSchema } from "./management.js";

/** Every event an endpoint can take; the database's triggers write exactly these (webhooks.sql). */
export const WEBHOOK_EVENT_TYPES = [
  "prospect.imported",
  "invite.sent",
  "connection.accepted",
  "message.sent",
  "followup.sent",
  "reply.received",
  "tag.changed",
  "disposition.changed",
  "meeting.booked",
  "prospect.flagged",
  "prospect.suppressed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event "Send test event" sends, to one endpoint only. */
export const WEBHOOK_TEST_EVENT = "test.ping";

export const WEBHOOK_DESCRIPTION_MAX = 200;
export const WEBHOOK_URL_MAX = 2000;
/** How many deliveries an endpoint's log shows, newest first. */
export const WEBHOOK_LOG_LIMIT = 100;

export const WEBHOOK_NOT_FOUND = "Webhook endpoint not found";
export const WEBHOOK_DELIVERY_NOT_FOUND = "Delivery not found";
export const WEBHOOK_PRIVATE_URL =
  "The address must be reachable on the internet: private, loopback and link-local addresses are refused";

/** An http(s) address; whether its host is private is checked by the server. */
const webhookUrlSchema = z
  .string({ error: "url: Enter the endpoint's address" })
  .trim()
  .min(1, "url: Enter the endpoint's address")
  .max(WEBHOOK_URL_MAX, `url: The address must be at most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  }, "url: Enter an http:// or https:// address");

const descriptionSchema = z
  .string({ error: "description: The description must be text" })
  .trim()
  .max(
    WEBHOOK_DESCRIPTION_MAX,
    `description: The description must be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  );

/** Empty: every event, including types added later. */
const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: "events: Unknown event type" }), {
    error: "events: Give a list of event types",
  })
  .refine((events) => new Set(events).size === events.length, "events: An event type is listed twice");

/** Null: the events of every company (agency-wide). */
const companyIdSchema = z.uuid({ error: "companyId: Not a valid company id" }).nullable();

/** POST /api/webhooks */
export const webhookCreateSchema = z.object({
  url: webhookUrlSchema,
  description: descriptionSchema.default(""),
  events: eventsSchema.default([]),
  companyId: companyIdSchema.default(null),
});
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

/** PATCH /api/webhooks/:id: the fields given change; enabling again clears a disabled endpoint's reason. */
export const webhookUpdateSchema = z.object({
  url: webhookUrlSchema.optional(),
  description: descriptionSchema.optional(),
  events: eventsSchema.optional(),
  companyId: companyIdSchema.optional(),
  enabled: z.boolean({ error: "enabled: Give true or false" }).optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  companyId: z.uuid().nullable(),
  /** The scoped company's name; null when agency-wide. */
  companyName: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** The first failure since the last success; null while it succeeds. */
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The endpoint and its signing secret ("whsec_..."), shown this once. */
export const webhookWithSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event for one endpoint, as its log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryParamsSchema = idParamsSchema.extend({
  deliveryId: z.uuid({ error: "Not a valid delivery id" }),
});
