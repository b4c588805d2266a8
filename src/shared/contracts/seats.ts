import { z } from "zod";
import { checkLinkedinProfileUrl } from "../linkedin-url.js";
import { ACCOUNT_TYPES, budgetSchema } from "./cadence.js";
import { countsShape, namedRefSchema, personNameShape, requiredTextField } from "./common.js";
import { PROGRESS_FLAG_LABELS, type ProgressFlag } from "./prospect-fields.js";

/**
 * Sending seats (ADR 0050): a seat is one LinkedIn identity that sends for campaigns. Only its public
 * profile address is known; no LinkedIn password, cookie or session is ever asked for or stored. A
 * campaign is sent by at most one seat; a seat may send for several campaigns, and then its budget is
 * shared by them.
 */

export const SEAT_NOT_FOUND = "Seat not found";
export const SEAT_IMPORT_NOT_FOUND = "Import not found";
/** Default alert threshold of the acceptance rate over the seat's last invites. */
export const DEFAULT_ACCEPTANCE_ALERT_PERCENT = 20;
/** How many of the seat's latest invites the acceptance rate is measured over. */
export const ACCEPTANCE_SAMPLE = 50;
/** How long an export import can be undone. */
export const SEAT_IMPORT_UNDO_DAYS = 30;
/** Largest upload of a data export: the ZIP LinkedIn delivers, or its CSVs. */
export const MAX_EXPORT_UPLOAD_BYTES = 64 * 1024 * 1024;

/** Who the LinkedIn identity belongs to: an SDR of the roster, or the client company's own account. */
export const SEAT_OWNER_KINDS = ["sdr", "client"] as const;
export type SeatOwnerKind = (typeof SEAT_OWNER_KINDS)[number];

const profileUrlField = z
  .string({ error: "LinkedIn profile URL is required" })
  .trim()
  .min(1, "LinkedIn profile URL is required")
  .max(500, "LinkedIn profile URL must be at most 500 characters")
  .transform((value, ctx) => {
    const checked = checkLinkedinProfileUrl(value);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.reason });
      return z.NEVER;
    }
    return checked.url;
  });

const ownerSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("sdr"), sdrId: z.uuid({ error: "Choose an SDR of the roster" }) }),
    z.object({ kind: z.literal("client"), companyId: z.uuid({ error: "Choose a client company" }) }),
  ],
  { error: `owner must be {kind: "sdr", sdrId} or {kind: "client", companyId}` },
);

const seatBudgetSchema = budgetSchema;

/** A new seat; its campaigns are set by PATCH or here. */
export const newSeatSchema = z
  .object({
    name: requiredTextField(120, "Name is required", "Name must be at most 120 characters"),
    profileUrl: profileUrlField,
    owner: ownerSchema,
    budget: seatBudgetSchema,
    acceptanceAlertPercent: z
      .number({ error: "acceptanceAlertPercent must be a whole number from 0 to 100" })
      .int("acceptanceAlertPercent must be a whole number from 0 to 100")
      .min(0, "acceptanceAlertPercent must be a whole number from 0 to 100")
      .max(100, "acceptanceAlertPercent must be a whole number from 0 to 100")
      .default(DEFAULT_ACCEPTANCE_ALERT_PERCENT),
    campaignIds: z
      .array(z.uuid({ error: "Not a valid campaign id" }))
      .max(200)
      .default([]),
  })
  .strict();
export const seatPatchSchema = newSeatSchema.partial().strict();

/** A campaign a seat sends for. */
export const seatCampaignSchema = z.object({ id: z.string(), client: z.string() });

/** Invites per ISO week (Monday-based, in UTC) against the seat's 7-day cap. */
export const seatWeekSchema = z.object({
  week: z.string(),
  invites: z.number().int(),
  cap: z.number().int(),
});

/** The acceptance rate over the seat's latest invites, with its n and 95 % Wilson interval. */
export const acceptanceSchema = z.object({
  n: z.number().int(),
  accepted: z.number().int(),
  /** Percent to one decimal; null when n is 0. */
  rate: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  threshold: z.number().int(),
  /** The rate is below the threshold (judged only once ACCEPTANCE_SAMPLE invites are old enough). */
  alert: z.boolean(),
});

/** What a seat's invitations say about its account's safety. */
export const seatSafetySchema = z.object({
  seatId: z.string(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  weeks: z.array(seatWeekSchema),
  /** Weeks over the cap among those shown. */
  weeksOverCap: z.number().int(),
  /** Outgoing invites still pending past the acceptance window: in all (from the last export), and of prospects. */
  stalePending: z.object({
    total: z.number().int().nullable(),
    prospects: z.number().int(),
    windowDays: z.number().int(),
  }),
  acceptance: acceptanceSchema,
  lastImportAt: z.string().nullable(),
});
export type SeatSafety = z.infer<typeof seatSafetySchema>;

export const seatSchema = z.object({
  id: z.string(),
  name: z.string(),
  profileUrl: z.string(),
  owner: z.object({ kind: z.enum(SEAT_OWNER_KINDS), id: z.string(), name: z.string() }),
  budget: budgetSchema,
  acceptanceAlertPercent: z.number().int(),
  campaigns: z.array(seatCampaignSchema),
  createdAt: z.string(),
});
export type Seat = z.infer<typeof seatSchema>;
export const seatsSchema = z.object({ seats: z.array(seatSchema) });

/** What one import of a data export found, counted. */
export const IMPORT_OUTCOMES = ["confirmed", "added", "corrected", "disagrees"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
/** The outcomes the report lists one by one; confirmations are counted only. */
export const REPORTED_OUTCOMES = ["disagrees", "corrected", "added"] as const;
export type ReportedOutcome = (typeof REPORTED_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABELS: Record<ImportOutcome, string> = {
  confirmed: "Confirmed",
  added: "Added",
  corrected: "Date corrected",
  disagrees: "Disagrees",
};

export const seatImportSchema = z.object({
  id: z.string(),
  seatId: z.string(),
  createdAt: z.string(),
  by: z.string(),
  /** The files read (Connections.csv, Invitations.csv, messages.csv). */
  files: z.array(z.string()),
  counts: z.object(
    countsShape(
      "confirmed",
      "added",
      "corrected",
      "disagrees",
      "messagesAdded",
      "repliesAdded",
      "groupConversationsSkipped",
      "sponsoredSkipped",
      "draftsSkipped",
      "notProspects",
    ),
  ),
  undoneAt: z.string().nullable(),
  undoUntil: z.string(),
});
export type SeatImport = z.infer<typeof seatImportSchema>;

export const seatDetailSchema = z.object({
  seat: seatSchema,
  safety: seatSafetySchema,
  imports: z.array(seatImportSchema),
});
export type SeatDetail = z.infer<typeof seatDetailSchema>;

/** A report line's step as the Scheduler names it: "Invite", "Connected", "M1" … "FF5", or "Reply". */
export const findingStepLabel = (step: string) =>
  step === "reply" ? "Reply" : (PROGRESS_FLAG_LABELS[step as ProgressFlag] ?? step);

/** One line of the reconciliation report: a prospect's step as LinkedIn's record and ours have it. */
export const reconciliationRowSchema = z.object({
  assignmentId: z.string(),
  campaignId: z.string(),
  client: z.string(),
  ...personNameShape,
  step: z.string(),
  outcome: z.enum(REPORTED_OUTCOMES),
  /** When LinkedIn says it happened; null for a step ticked here that LinkedIn's record lacks. */
  linkedinAt: z.string().nullable(),
  /** When it was ticked here before the import; null when it was not. */
  recordedAt: z.string().nullable(),
});
export type ReconciliationRow = z.infer<typeof reconciliationRowSchema>;

export const reconciliationQuerySchema = z.object({
  campaignId: z.uuid({ error: "Not a valid campaign id" }).optional(),
  outcome: z
    .enum(REPORTED_OUTCOMES, { error: `outcome must be one of: ${REPORTED_OUTCOMES.join(", ")}` })
    .optional(),
});

/** Most report rows one answer carries; the CSV export carries all. */
export const REPORT_ROWS_SHOWN = 500;

export const reconciliationSchema = z.object({
  import: seatImportSchema,
  campaigns: z.array(namedRefSchema),
  rows: z.array(reconciliationRowSchema),
  /** How many rows match the filter, of which `rows` holds the first REPORT_ROWS_SHOWN. */
  total: z.number().int(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const seatImportParamsSchema = z.object({
  id: z.uuid({ error: "Not a valid id" }),
  importId: z.uuid({ error: "Not a valid id" }),
});

/** A campaign's seat safety as its client sees it; null when no seat sends for it. */
export const campaignSeatSafetySchema = z.object({ safety: seatSafetySchema.nullable() });

/** Seats whose safety needs a manager's eye, for the manager's Today. */
export const seatAlertsSchema = z.object({
  alerts: z.array(z.object({ seatId: z.string(), name: z.string(), reasons: z.array(z.string()) })),
});
export type SeatAlerts = z.infer<typeof seatAlertsSchema>;
