import { z } from "zod";

/** Spec section 9 / issue 4: the periods every filter offers; weeks start on Monday, in the server's time zone. */
export const PERIODS = [
  "all-time",
  "today",
  "yesterday",
  "this-week",
  "last-week",
  "this-month",
  "last-month",
  "this-quarter",
  "last-quarter",
  "this-year",
  "last-7-days",
  "last-30-days",
] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = {
  "all-time": "All Time",
  today: "Today",
  yesterday: "Yesterday",
  "this-week": "This Week",
  "last-week": "Last Week",
  "this-month": "This Month",
  "last-month": "Last Month",
  "this-quarter": "This Quarter",
  "last-quarter": "Last Quarter",
  "this-year": "This Year",
  "last-7-days": "Last 7 Days",
  "last-30-days": "Last 30 Days",
};

export const periodQuerySchema = z.object({
  period: z.enum(PERIODS, { error: `period must be one of: ${PERIODS.join(", ")}` }).default("all-time"),
});

/**
 * Spec section 9 formulas; rates are percentages with one decimal. Counts are what happened in the
 * period; rates compare like with like (ADR 0030): of the prospects invited in the period, the share
 * connected by now; of those connected in the period, the share that replied by now. So a rate never
 * exceeds 100 %, and for All Time it is the spec's connected / invited and replied / connected.
 */
export const metricsSchema = z.object({
  invited: z.number(),
  messagesSent: z.number(),
  followUpsSent: z.number(),
  connected: z.number(),
  replied: z.number(),
  positiveReplies: z.number(),
  meetingsBooked: z.number(),
  /** Of the prospects invited in the period, how many are connected now. */
  invitedConnected: z.number(),
  /** Of the prospects invited in the period, how many replied (Reply or Meeting) by now. */
  invitedReplied: z.number(),
  /** invitedConnected / invited. */
  inviteToConnectionRate: z.number(),
  /** Of the prospects connected in the period, the share that replied by now. */
  connectionToReplyRate: z.number(),
  badDataCount: z.number(),
  /** Mean days since the last touch, one decimal; null when no prospect was ever touched. */
  averageLastTouchDays: z.number().nullable(),
  totalProspects: z.number(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/**
 * The dashboard's answer: the figures of the period and, in `previous`, the same figures for the period
 * of equal length just before it (the day, week, 7 or 30 days, calendar month, quarter or year before);
 * null for All Time. The prospect count and the average last touch describe the campaign as it is now,
 * so they are the same in both.
 */
export const comparedMetricsSchema = metricsSchema.extend({ previous: metricsSchema.nullable() });
export type ComparedMetrics = z.infer<typeof comparedMetricsSchema>;

/** One day of the dashboard's activity chart. */
export const dailyActivitySchema = z.object({
  date: z.string(),
  invited: z.number(),
  connected: z.number(),
  messagesSent: z.number(),
  followUpsSent: z.number(),
  replied: z.number(),
});
export type DailyActivity = z.infer<typeof dailyActivitySchema>;
