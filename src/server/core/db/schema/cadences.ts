import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import type { Cadence } from "../../../../shared/contracts/cadence.js";
import { at, createdAt, idKey } from "./columns.js";
import { campaignRef, campaigns } from "./companies.js";
import { assignments } from "./prospects.js";
import { users } from "./users.js";

/**
 * A campaign's cadence settings, one row once someone saved them; a campaign without a row follows the
 * defaults (DEFAULT_CADENCE in the app's time zone). The settings are read through cadenceSchema, so a
 * row saved before a setting existed takes that setting's default.
 */
export const campaignCadences = pgTable("campaign_cadences", {
  campaignId: uuid("campaign_id")
    .primaryKey()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Cadence>().notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * Each assignment's next step as the planner last worked it out (PlannedStep in
 * shared/cadence/next-step.ts): `kind` step, withdraw, waiting, done or stopped; `due_on` the local
 * date a step or the withdraw task falls due. Kept by refreshPlans from assignment_plan_marks.
 */
export const assignmentPlans = pgTable(
  "assignment_plans",
  {
    assignmentId: uuid("assignment_id")
      .primaryKey()
      .references(() => assignments.id, { onDelete: "cascade" }),
    campaignId: campaignRef("cascade"),
    kind: text("kind").notNull(),
    step: text("step"),
    dueOn: date("due_on", { mode: "string" }),
    stopCause: text("stop_cause"),
    reason: text("reason"),
  },
  (table) => [
    // Due counts per campaign read this narrow index and the plan rows it points to.
    index("assignment_plans_due").on(table.campaignId, table.dueOn).where(sql`kind in ('step', 'withdraw')`),
    // The queue's first tasks: each campaign's plans in (due_on, assignment_id) order with kind and step
    // at hand, so a lane (invites, messages, withdraws) stops at its limit without reading the table.
    index("assignment_plans_queue")
      .on(table.campaignId, table.dueOn, table.assignmentId, table.kind, table.step)
      .where(sql`kind in ('step', 'withdraw')`),
  ],
);

/**
 * Assignments whose plan may be out of date. Triggers on assignments and on queue marks add rows in
 * the changing transaction (so no write path can forget); readers re-plan them before answering.
 */
export const assignmentPlanStale = pgTable(
  "assignment_plan_stale",
  {
    assignmentId: uuid("assignment_id").primaryKey(),
    campaignId: uuid("campaign_id").notNull(),
  },
  (table) => [index("assignment_plan_stale_campaign").on(table.campaignId)],
);

/**
 * What an SDR did from the Today queue besides ticking: a step skipped (with the reason), or the
 * unaccepted invite withdrawn (`step` is "withdraw"; a skipped withdraw keeps the invite open).
 */
export const queueMarks = pgTable(
  "queue_marks",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    campaignId: campaignRef("cascade"),
    step: text("step").notNull(),
    action: text("action").notNull(),
    reason: text("reason"),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.assignmentId, table.step] })],
);

/** An invite ticked in the Scheduler although the account's budget was used up, confirmed by the SDR. */
export const budgetOverrides = pgTable(
  "budget_overrides",
  {
    id: idKey(),
    campaignId: campaignRef("cascade"),
    assignmentId: uuid("assignment_id").references(() => assignments.id, { onDelete: "set null" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    sentLast7Days: integer("sent_last_7_days").notNull(),
    sentToday: integer("sent_today").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("budget_overrides_campaign").on(table.campaignId, table.createdAt)],
);
