import { z } from "zod";
import { isLocalDate } from "./cadence.js";
import { idParamsSchema } from "./management.js";
import { comparedMetricsSchema, dailyActivitySchema, PERIODS } from "./metrics.js";

export const SHARE_LINK_LABEL_MAX = 100;

/** The one answer to a token that is unknown, revoked or expired: none of them is told apart. */
export const SHARED_DASHBOARD_UNAVAILABLE =
  "This shared dashboard is not available: the link may have expired or been revoked.";
export const SHARE_LINK_NOT_FOUND = "Share link not found";
export const SHARE_LINK_EXPIRY_PAST = "The expiry date must be today or later";

/** Where a shared dashboard opens in the web app; the token is the only thing it carries. */
export const sharedDashboardPath = (token: string) => `/shared/${encodeURIComponent(token)}`;

/** POST /api/campaigns/:id/share-links */
export const shareLinkCreateSchema = z.object({
  label: z
    .string({ error: "The label must be text" })
    .trim()
    .max(SHARE_LINK_LABEL_MAX, `The label must be at most ${SHARE_LINK_LABEL_MAX} characters`)
    .default(""),
  /**
   * The last day the link works (YYYY-MM-DD, in the app's time zone): it stops at the end of that day.
   * Null or absent: it works until revoked.
   */
  expiresOn: z
    .string({ error: "Enter the expiry date as YYYY-MM-DD" })
    .refine(isLocalDate, "Enter the expiry date as YYYY-MM-DD, a date that exists")
    .nullable()
    .default(null),
});
export type ShareLinkCreate = z.input<typeof shareLinkCreateSchema>;

export const SHARE_LINK_STATUSES = ["active", "expired", "revoked"] as const;
export type ShareLinkStatus = (typeof SHARE_LINK_STATUSES)[number];

/** A share link as its campaign's managers see it; the token itself is never shown again. */
export const shareLinkSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  status: z.enum(SHARE_LINK_STATUSES),
  createdAt: z.string(),
  /** The manager who made it: name, else e-mail; null once that login is gone. */
  createdBy: z.string().nullable(),
  /** The last day it works (app time zone), and the instant it stops; both null without an expiry. */
  expiresOn: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The answer to creating a link: the link, and its full address, shown this once. */
export const createdShareLinkSchema = z.object({ link: shareLinkSchema, url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareLinkParamsSchema = idParamsSchema.extend({
  linkId: z.uuid({ error: "Not a valid share link id" }),
});

/** Any text: an unknown token answers the same 404 as a revoked one, never a validation error. */
export const sharedTokenParamsSchema = z.object({ token: z.string() });

/**
 * What a shared dashboard shows: the company's name, the period, its figures (with the period before's,
 * as on the dashboard) and the activity chart's days. Nothing names a prospect or holds an id that
 * opens anything else.
 */
export const sharedDashboardSchema = z.object({
  companyName: z.string(),
  period: z.enum(PERIODS),
  metrics: comparedMetricsSchema,
  activity: z.array(dailyActivitySchema),
});
export type SharedDashboard = z.infer<typeof sharedDashboardSchema>;
