import { z } from "zod";
import { countsShape } from "./common.js";
import { PERIODS } from "./metrics.js";

/** The five figures Team KPIs counts per SDR, from the activity events the SDR made. */
export const KPI_FIGURES = ["invited", "connected", "messagesSent", "followUpsSent", "replied"] as const;
export type KpiFigure = (typeof KPI_FIGURES)[number];

export const KPI_FIGURE_LABELS: Record<KpiFigure, string> = {
  invited: "Invited",
  connected: "Connected",
  messagesSent: "Messages Sent",
  followUpsSent: "Follow-Ups Sent",
  replied: "Replied",
};

export const teamKpisQuerySchema = z.object({
  period: z.enum(PERIODS, { error: `period must be one of: ${PERIODS.join(", ")}` }).default("this-week"),
});

/**
 * Counts of one SDR (or the team) in a period. A flag ticked (false -> true) counts once per prospect
 * assignment and flag in the period, however often it was unticked and ticked again; messages are
 * m1..m4, follow-ups ff1..ff5; `replied` counts the assignments whose disposition was changed to Reply
 * or Meeting in the period (once each).
 */
/** The Team KPIs row of `others` (on screen and in exports). */
export const OTHERS_LABEL = "Imports, integrations and corrections";

export const kpiFiguresSchema = z.object(
  countsShape("invited", "connected", "messagesSent", "followUpsSent", "replied"),
);
export type KpiFigures = z.infer<typeof kpiFiguresSchema>;

/** [start, end) as ISO instants: whole days in the server's time zone. */
export const kpiRangeSchema = z.object({ start: z.string(), end: z.string() });

export const teamKpiRowSchema = kpiFiguresSchema.extend({
  /** The roster entry (Manage Campaigns -> SDRs). */
  sdrId: z.string(),
  name: z.string(),
  email: z.string(),
  /** False for a roster SDR without a login, whose work staff record on their behalf. */
  hasLogin: z.boolean(),
  /** The same figures for the previous period; null for All Time, which has none. */
  previous: kpiFiguresSchema.nullable(),
});
export type TeamKpiRow = z.infer<typeof teamKpiRowSchema>;

/**
 * GET /api/team-kpis?period=P (SDRs only): one row per roster SDR, with or without a login (an
 * archived one only with counted work in either period), ordered by name. An SDR's figures count the
 * events they made, and those staff made on their campaigns for them (ADR 0030). `totals` are the
 * dashboards' figures for every campaign in the period, so both screens agree; `others` = totals minus
 * the SDRs' sum: progress no SDR made (imports, integrations such as Calendly, seeded data), less
 * steps taken that were undone or set aside as bad data since (so it may be negative). The previous
 * period is the one of equal length just before: the day, week, calendar month, quarter or year
 * before, or the 7 (30) days before.
 */
export const teamKpisSchema = z.object({
  period: z.enum(PERIODS),
  range: kpiRangeSchema.nullable(),
  previousRange: kpiRangeSchema.nullable(),
  sdrs: z.array(teamKpiRowSchema),
  others: kpiFiguresSchema.extend({ previous: kpiFiguresSchema.nullable() }),
  totals: kpiFiguresSchema.extend({ previous: kpiFiguresSchema.nullable() }),
});
export type TeamKpis = z.infer<typeof teamKpisSchema>;
