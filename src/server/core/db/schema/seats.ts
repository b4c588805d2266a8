import { sql } from "drizzle-orm";
import {
  bigserial,
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
import { campaignRef, companies } from "./companies.js";
import { assignments } from "./prospects.js";
import { sdrs } from "./sdrs.js";
import { users } from "./users.js";

/**
 * A sending seat (ADR 0050): one LinkedIn identity that sends for campaigns, known by its public profile
 * only. It belongs to a roster SDR or to a client company's own account (exactly one). Its budget is
 * shared by every campaign it sends for.
 */
export const seats = pgTable(
  "seats",
  {
    id: idKey(),
    name: text("name").notNull(),
    profileUrl: text("profile_url").notNull(),
    /** The dedup key of the profile ("linkedin.com/in/<slug>"): how the export's own messages are told apart. */
    profileKey: text("profile_key").notNull(),
    ownerSdrId: uuid("owner_sdr_id").references(() => sdrs.id),
    ownerCompanyId: uuid("owner_company_id").references(() => companies.id, { onDelete: "cascade" }),
    accountType: text("account_type").notNull(),
    invitesPerDay: integer("invites_per_day").notNull(),
    invitesPer7Days: integer("invites_per_7_days").notNull(),
    messagesPerDay: integer("messages_per_day").notNull(),
    acceptanceAlertPercent: integer("acceptance_alert_percent").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("seats_profile_key").on(t.profileKey),
    check("seats_one_owner", sql`(${t.ownerSdrId} is null) <> (${t.ownerCompanyId} is null)`),
    check("seats_account_type_check", sql`${t.accountType} in ('free', 'premium', 'sales_navigator')`),
  ],
);

/** Which seat sends for a campaign: at most one per campaign. */
export const seatCampaigns = pgTable(
  "seat_campaigns",
  {
    campaignId: campaignRef("cascade").primaryKey(),
    seatId: uuid("seat_id")
      .notNull()
      .references(() => seats.id, { onDelete: "cascade" }),
  },
  (t) => [index("seat_campaigns_seat_idx").on(t.seatId)],
);

/**
 * One import of a seat's data export. Only aggregates of what matched no prospect are kept: how many
 * rows, and the seat's outgoing pending invitations per ISO week and past the acceptance window.
 */
export const seatImports = pgTable(
  "seat_imports",
  {
    id: idKey(),
    seatId: uuid("seat_id")
      .notNull()
      .references(() => seats.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    files: text("files").array().notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull(),
    /** Outgoing invitations LinkedIn lists as pending, by ISO week ("2026-W47"); null without Invitations.csv. */
    pendingByWeek: jsonb("pending_by_week").$type<Record<string, number>>(),
    /** Of them, how many were older than the acceptance window at the import. */
    stalePending: integer("stale_pending"),
    createdAt: createdAt(),
    undoneAt: at("undone_at"),
    undoneBy: uuid("undone_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("seat_imports_seat_idx").on(t.seatId, t.createdAt)],
);

/**
 * What an import found for one prospect's step: added (ticked from LinkedIn's record), corrected (the
 * tick's date moved back to LinkedIn's) or disagrees (ticked here, absent from LinkedIn's record; never
 * changed). Steps both records agree on are counted on the import, not listed. `previous` is the value before the import, for undo:
 * the step's time as ISO text, or the disposition.
 */
export const seatImportFindings = pgTable(
  "seat_import_findings",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    importId: uuid("import_id")
      .notNull()
      .references(() => seatImports.id, { onDelete: "cascade" }),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    /** The assignment's campaign, kept for the report's filter (the assignment's key covers it). */
    campaignId: uuid("campaign_id").notNull(),
    step: text("step").notNull(),
    outcome: text("outcome").notNull(),
    linkedinAt: at("linkedin_at"),
    recordedAt: at("recorded_at"),
    previous: text("previous"),
  },
  (t) => [
    index("seat_import_findings_import_idx").on(t.importId, t.campaignId),
    check("seat_import_findings_outcome_check", sql`${t.outcome} in ('added', 'corrected', 'disagrees')`),
  ],
);
