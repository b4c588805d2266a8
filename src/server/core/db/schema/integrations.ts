import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, idKey } from "./columns.js";
import { companies, companyRef } from "./companies.js";
import { assignments } from "./prospects.js";
import { users } from "./users.js";

/**
 * An API key: agency-wide (company_id null) with a manager's rights, or one client company's with that
 * client's read-only rights; read-only or read-write. Only the SHA-256 of the secret is kept; `prefix`
 * is the secret's first characters, shown so people can tell keys apart.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: idKey(),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    readOnly: boolean("read_only").notNull().default(true),
    /** The manager who made it: an agency key acts as this user (activity events name them). */
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("api_keys_secret_hash_key").on(t.secretHash)],
);

/** What was done to or with a key: created, revoked, and every change made through it (append-only). */
export const apiKeyAudit = pgTable(
  "api_key_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    keyId: uuid("key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    /** The signed-in manager for created/revoked; null for a request made with the key. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    /** For a request: "PATCH /api/prospects/:id 200". */
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("api_key_audit_time_idx").on(t.createdAt)],
);

/**
 * An outgoing webhook endpoint: where events are POSTed, signed with `secret` (Standard Webhooks,
 * "whsec_" + base64), which event types it takes (empty: every type), and optionally one company's
 * events only. `failing_since` is the first failure after the last success; an endpoint failing for 3
 * days is disabled (`disabled_at`, `disabled_reason`).
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: idKey(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  secret: text("secret").notNull(),
  events: text("events").array().notNull().default(sql`'{}'::text[]`),
  companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
  enabled: boolean("enabled").notNull().default(true),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  failingSince: at("failing_since"),
  disabledAt: at("disabled_at"),
  disabledReason: text("disabled_reason"),
});

/**
 * One event as it happened, written by the change's own transaction (the outbox). `data` holds the
 * change (field, old and new value, source); the prospect's current details are read when delivering,
 * so no copy of a person's data waits here for an erasure to miss.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: idKey(),
    type: text("type").notNull(),
    // No foreign keys to companies and campaigns (a lookup each in every tick's transaction; neither is
    // ever deleted). The assignment's stays: undoing an import deletes its untouched assignments, and
    // their events go with them.
    companyId: uuid("company_id"),
    campaignId: uuid("campaign_id"),
    assignmentId: uuid("assignment_id").references(() => assignments.id, { onDelete: "cascade" }),
    data: jsonb("data").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    /** The order events were written in: a prospect's events are routed to endpoints in this order. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    /**
     * Written by a trigger and not yet given its deliveries: the delivery pass routes it to the endpoints
     * that want it, outside the change's transaction (ADR 0028). A test event is written routed.
     */
    unrouted: boolean("unrouted").notNull().default(false),
  },
  (t) => [index("webhook_events_unrouted_idx").on(t.seq).where(sql`${t.unrouted}`)],
);

/**
 * One event for one endpoint: pending until delivered, retried with exponential backoff, dead after the
 * last attempt. `seq` orders an endpoint's deliveries of one prospect: a later one waits for the earlier.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: idKey(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    /** The ordering key: the event's assignment, or null for events of no prospect. */
    assignmentId: uuid("assignment_id"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").defaultNow(),
    lastAttemptAt: at("last_attempt_at"),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms"),
    error: text("error"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_order_idx")
      .on(t.endpointId, t.assignmentId, t.seq)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A company's Calendly connection: the webhook signing key its inbound endpoint
 * (`/api/calendly/{companyId}/webhook`) verifies every event with.
 */
export const calendlySettings = pgTable("calendly_settings", {
  companyId: uuid("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  signingKey: text("signing_key").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A Calendly booking as received: matched to an assignment (its disposition set to Meeting), or waiting
 * for a manager to match it by hand. `invitee_uri` is Calendly's id of the booking; a cancellation names
 * the same one. `previous_disposition` is what a cancellation restores when nothing changed since.
 */
export const calendlyBookings = pgTable(
  "calendly_bookings",
  {
    id: idKey(),
    companyId: companyRef("cascade"),
    inviteeUri: text("invitee_uri").notNull(),
    inviteeName: text("invitee_name").notNull().default(""),
    inviteeEmail: text("invitee_email"),
    linkedinUrl: text("linkedin_url"),
    startsAt: at("starts_at"),
    eventName: text("event_name").notNull().default(""),
    status: text("status").notNull().default("unmatched"),
    assignmentId: uuid("assignment_id").references(() => assignments.id, { onDelete: "set null" }),
    previousDisposition: text("previous_disposition"),
    /** The activity event that set Meeting: a cancellation reverts only if it is still the latest. */
    meetingEventId: bigint("meeting_event_id", { mode: "number" }),
    receivedAt: at("received_at").notNull().defaultNow(),
    canceledAt: at("canceled_at"),
  },
  (t) => [
    check(
      "calendly_bookings_status_check",
      sql`${t.status} in ('matched', 'unmatched', 'canceled', 'dismissed')`,
    ),
    uniqueIndex("calendly_bookings_invitee_key").on(t.companyId, t.inviteeUri),
    index("calendly_bookings_company_idx").on(t.companyId, t.status, t.receivedAt),
  ],
);
