import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BulkChange } from "../../../../shared/contracts/bulk-changes.js";
import { at, createdAt, idKey } from "./columns.js";
import { campaignRef } from "./companies.js";
import { suppressions } from "./privacy.js";
import { sdrs } from "./sdrs.js";
import { users } from "./users.js";

/** A person in the global pool, deduplicated across every campaign and import. */
export const prospects = pgTable(
  "prospects",
  {
    id: idKey(),
    /** Normalised LinkedIn profile URL ("linkedin.com/in/<slug>"), or "email:<address>" without one. */
    dedupKey: text("dedup_key").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    jobTitle: text("job_title").notNull().default(""),
    company: text("company").notNull().default(""),
    linkedinName: text("linkedin_name"),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("prospects_dedup_key").on(t.dedupKey)],
);

/**
 * A prospect's place in one campaign with its progress. Each progress flag is the time it was set
 * (null = not set), so "Invite" and "invited this week" read the same column.
 */
export const assignments = pgTable(
  "assignments",
  {
    id: idKey(),
    campaignId: campaignRef(),
    prospectId: uuid("prospect_id")
      .notNull()
      .references(() => prospects.id),
    sdrId: uuid("sdr_id").references(() => sdrs.id),
    inviteAt: at("invite_at"),
    connectedAt: at("connected_at"),
    m1At: at("m1_at"),
    m2At: at("m2_at"),
    m3At: at("m3_at"),
    m4At: at("m4_at"),
    ff1At: at("ff1_at"),
    ff2At: at("ff2_at"),
    ff3At: at("ff3_at"),
    ff4At: at("ff4_at"),
    ff5At: at("ff5_at"),
    sequenceTag: text("sequence_tag").notNull().default("New"),
    /** When the current sequence tag was set (stamped by a trigger when the tag changes; migration 0004). */
    sequenceTagAt: at("sequence_tag_at"),
    finalDisposition: text("final_disposition").notNull().default("New"),
    /** When the current final disposition was reached. */
    dispositionAt: at("disposition_at"),
    lastTouchAt: at("last_touch_at"),
    importedAt: at("imported_at"),
    assignedAt: at("assigned_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    badDataAt: at("bad_data_at"),
    badDataBy: uuid("bad_data_by").references(() => users.id),
    badDataReason: text("bad_data_reason"),
    /** The do-not-contact entry that keeps this prospect out of the campaign (suppression.service.ts). */
    suppressionId: uuid("suppression_id").references(() => suppressions.id),
  },
  (t) => [
    uniqueIndex("assignments_campaign_prospect_key").on(t.campaignId, t.prospectId),
    index("assignments_campaign_live_idx").on(t.campaignId).where(sql`${t.badDataAt} is null`),
    index("assignments_prospect_idx").on(t.prospectId),
    index("assignments_suppression_idx").on(t.suppressionId).where(sql`${t.suppressionId} is not null`),
    check(
      "assignments_sequence_tag_check",
      sql`${t.sequenceTag} in ('New', 'Interested', 'Question', 'Soft No', 'Hard No')`,
    ),
    check(
      "assignments_final_disposition_check",
      sql`${t.finalDisposition} in ('New', 'Meeting', 'Reply', 'No Reply', 'Dead')`,
    ),
  ],
);

/** Every change to an assignment: who changed which field from what to what, and when. */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id),
    campaignId: campaignRef(),
    actorId: uuid("actor_id").references(() => users.id),
    /** Who made a change that no user made (e.g. "Calendly"); null for a user's own change. */
    actorLabel: text("actor_label"),
    /**
     * The roster SDR whose work the change counts as in Team KPIs (ADR 0030), set on insert: the actor's
     * own roster entry, or, for staff off the roster acting on an SDR's campaign, that SDR; null for a
     * change no user made.
     */
    sdrId: uuid("sdr_id"),
    field: text("field").notNull(),
    oldValue: text("old_value"),
    newValue: text("new_value"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_events_campaign_time_idx").on(t.campaignId, t.createdAt),
    index("activity_events_actor_time_idx").on(t.actorId, t.createdAt),
    // By field too: the Team KPI roll-up reads one record's events of one field on every tick. With
    // the assignment alone, the planner also scanned all of the actor's events (10 ms per tick at
    // 180,000 events), so a busy SDR's every tick grew slower.
    index("activity_events_assignment_field_idx").on(t.assignmentId, t.field),
  ],
);

/** A logged LinkedIn conversation with one campaign prospect (the assignment). */
export const conversations = pgTable(
  "conversations",
  {
    id: idKey(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id),
    campaignId: campaignRef(),
    status: text("status").notNull().default("replied"),
    lastMessageAt: at("last_message_at"),
    /** The seat data-export import that opened it (its undo closes it again when nothing else was added). */
    seatImportId: uuid("seat_import_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_assignment_key").on(t.assignmentId),
    index("conversations_campaign_idx").on(t.campaignId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: idKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id),
    content: text("content").notNull(),
    sender: text("sender").notNull(),
    messageType: text("message_type").notNull(),
    authorId: uuid("author_id").references(() => users.id),
    createdAt: createdAt(),
    /** The seat data-export import that added it. */
    seatImportId: uuid("seat_import_id"),
    /**
     * A message read from a LinkedIn export: a digest of its thread, sender, time and text, so that a
     * later archive adds it only once. Cleared by erasure with the text.
     */
    linkedinKey: text("linkedin_key"),
  },
  (t) => [
    index("messages_conversation_time_idx").on(t.conversationId, t.createdAt),
    uniqueIndex("messages_linkedin_key")
      .on(t.conversationId, t.linkedinKey)
      .where(sql`${t.linkedinKey} is not null`),
    index("messages_seat_import_idx").on(t.seatImportId).where(sql`${t.seatImportId} is not null`),
    check("messages_sender_check", sql`${t.sender} in ('prospect', 'sdr')`),
    check("messages_type_check", sql`${t.messageType} in ('prospect_reply', 'sdr_reply')`),
  ],
);

/**
 * A change counter per campaign over everything its prospect list shows (the assignments, their
 * people, the company name, the SDR's e-mail), bumped by triggers in the same transaction as the
 * change (migration 0011). A campaign's list version is the sum over its slots; `slot` is the writing
 * database session (backend pid modulo 64), so concurrent writers do not queue on one row.
 */
export const campaignListVersions = pgTable(
  "campaign_list_versions",
  {
    campaignId: campaignRef("cascade"),
    slot: smallint("slot").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "campaign_list_versions_pk", columns: [t.campaignId, t.slot] })],
);

/**
 * What undoing a bulk change needs, for BULK_UNDO_SECONDS after it, kept in the database so that the
 * undo works on any app server. Each changed record's previous state is one element of each parallel
 * array (at most 10,000 records per change). Undo deletes the row; the prune-expired-rows job deletes
 * expired ones.
 */
export const bulkChangeUndos = pgTable(
  "bulk_change_undos",
  {
    /** The change id the client undoes with: random, unguessable. */
    id: idKey(),
    campaignId: campaignRef("cascade"),
    /** The user who made the change, the only one who may undo it. */
    actorId: uuid("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The change as requested (which field it set). */
    change: jsonb("change").$type<BulkChange>().notNull(),
    /** Every changed record's updated_at after the change; another value means it changed again since. */
    stamp: at("stamp").notNull(),
    assignmentIds: uuid("assignment_ids").array().notNull(),
    /** Per record, as before the change: the value as activity events record it, its time, the last touch. */
    previousValues: text("previous_values").array().notNull(),
    previousAts: at("previous_ats").array().notNull(),
    previousTouches: at("previous_touches").array().notNull(),
    /** The conversations whose status followed a disposition, with their status before. */
    conversationIds: uuid("conversation_ids").array().notNull(),
    conversationStatuses: text("conversation_statuses").array().notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("bulk_change_undos_expires_idx").on(t.expiresAt)],
);
