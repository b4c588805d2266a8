import { z } from "zod";
import { type AuditQuery, auditQuerySchema } from "./audit.js";
import { PERIODS, type Period } from "./metrics.js";

/**
 * Exports (issue 19): files the server writes row by row. They are downloads, not JSON calls, so they
 * have no endpoint record; these are their queries and paths.
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel (.xlsx)" };

/** The prospect screens that export, each with the rows it lists (see prospect-export.service.ts). */
export const PROSPECT_SCREENS = ["scheduler", "connections", "replies"] as const;
export type ProspectScreen = (typeof PROSPECT_SCREENS)[number];

export const PROSPECT_SCREEN_LABELS: Record<ProspectScreen, string> = {
  scheduler: "Scheduler",
  connections: "Connections",
  replies: "Replies",
};

const formatSchema = z.enum(EXPORT_FORMATS, { error: "format must be csv or xlsx" }).default("csv");
const periodSchema = z.enum(PERIODS, { error: `period must be one of: ${PERIODS.join(", ")}` });

export const prospectExportQuerySchema = z.object({
  screen: z
    .enum(PROSPECT_SCREENS, { error: `screen must be one of: ${PROSPECT_SCREENS.join(", ")}` })
    .default("scheduler"),
  q: z.string().max(200, "q must be at most 200 characters").optional(),
  format: formatSchema,
});
export type ProspectExportQuery = z.infer<typeof prospectExportQuerySchema>;

export const metricsExportQuerySchema = z.object({
  period: periodSchema.default("all-time"),
  format: formatSchema,
});

export const teamKpisExportQuerySchema = z.object({
  period: periodSchema.default("this-week"),
  format: formatSchema,
});

export const auditExportQuerySchema = auditQuerySchema.extend({ format: formatSchema });

const query = (entries: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value);
  return params.toString();
};

/** GET: a campaign's prospects as one screen lists them, with its search (campaign scope). */
export const prospectExportPath = (
  campaignId: string,
  input: { screen: ProspectScreen; q?: string; format: ExportFormat },
) =>
  `/api/campaigns/${encodeURIComponent(campaignId)}/prospects/export?${query({
    screen: input.screen,
    q: input.q?.trim(),
    format: input.format,
  })}`;

/** GET: a campaign's dashboard figures, or every campaign's (agency staff) without a campaign. */
export const metricsExportPath = (campaignId: string | null, period: Period, format: ExportFormat) =>
  `${campaignId ? `/api/campaigns/${encodeURIComponent(campaignId)}/metrics` : "/api/metrics"}/export?${query({ period, format })}`;

/** GET: Team KPIs' table and totals (agency staff). */
export const teamKpisExportPath = (period: Period, format: ExportFormat) =>
  `/api/team-kpis/export?${query({ period, format })}`;

/** GET: the audit log's entries that match its filters (managers). */
export const auditExportPath = (filters: AuditQuery, format: ExportFormat) =>
  `/api/audit/export?${query({ ...filters, format })}`;
