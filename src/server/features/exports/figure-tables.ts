import type { Metrics } from "../../../shared/contracts/metrics.js";
import {
  KPI_FIGURE_LABELS,
  KPI_FIGURES,
  OTHERS_LABEL,
  type TeamKpis,
} from "../../../shared/contracts/team-kpis.js";
import type { Cell, ExportTable } from "./table-writer.js";

/** Who and when the figures are of, as the export's first table. */
export function reportTable(rows: [field: string, value: string][]): ExportTable {
  return {
    name: "Report",
    columns: [
      { header: "Report", width: 16 },
      { header: "Value", width: 36 },
    ],
    pages: [rows],
  };
}

/** The dashboard's cards, section by section, as on the screen (dashboard-sections.tsx). */
export function dashboardCardsTable(metrics: Metrics): ExportTable {
  const rows: Cell[][] = [
    ["Activity Metrics", "Invited", metrics.invited],
    ["Activity Metrics", "Total Prospects", metrics.totalProspects],
    ["Activity Metrics", "Messages Sent", metrics.messagesSent],
    ["Activity Metrics", "Follow-Ups Sent", metrics.followUpsSent],
    ["Conversion Metrics", "Connected", metrics.connected],
    ["Conversion Metrics", "Replied", metrics.replied],
    ["Conversion Metrics", "Positive Replies", metrics.positiveReplies],
    ["Conversion Metrics", "Meetings Booked", metrics.meetingsBooked],
    ["Efficiency Metrics", "Invite-to-Connection Rate (%)", metrics.inviteToConnectionRate],
    ["Efficiency Metrics", "Connection-to-Reply Rate (%)", metrics.connectionToReplyRate],
    ["Pipeline Hygiene", "Prospects Marked Bad Data", metrics.badDataCount],
    ["Pipeline Hygiene", "Average Last Touch (days)", metrics.averageLastTouchDays],
  ];
  return {
    name: "Figures",
    columns: [
      { header: "Section", width: 20 },
      { header: "Figure", width: 30 },
      { header: "Value", width: 12 },
    ],
    pages: [rows],
  };
}

const FUNNEL_STAGES = [
  ["Invited", "invited"],
  ["Connected", "connected"],
  ["Replied", "replied"],
  ["Meetings", "meetingsBooked"],
] as const satisfies readonly (readonly [string, keyof Metrics])[];

/**
 * The funnel chart's bars: each stage's count and, for connected and replied, the share of the invited
 * prospects that reached it (ADR 0030; funnel-chart.tsx).
 */
export function funnelTable(metrics: Metrics): ExportTable {
  const reached: Partial<Record<keyof Metrics, number>> = {
    invited: metrics.invited,
    connected: metrics.invitedConnected,
    replied: metrics.invitedReplied,
  };
  const rows = FUNNEL_STAGES.map(([label, key]): Cell[] => {
    const value = metrics[key];
    const of = reached[key];
    const share =
      metrics.invited > 0 && of !== undefined ? Math.round((of / metrics.invited) * 1000) / 10 : null;
    return [label, value, share];
  });
  return {
    name: "Funnel",
    columns: [
      { header: "Stage", width: 14 },
      { header: "Count", width: 10 },
      { header: "Share of Invited (%)", width: 20 },
    ],
    pages: [rows],
  };
}

/** Team KPIs' table: one row per SDR, what no SDR's work accounts for (when anything), then the totals. */
export function teamKpisTable(kpis: TeamKpis): ExportTable {
  const rows: Cell[][] = kpis.sdrs.map((sdr) => [
    sdr.name,
    sdr.email,
    ...KPI_FIGURES.map((figure) => sdr[figure]),
  ]);
  if (KPI_FIGURES.some((figure) => kpis.others[figure] !== 0)) {
    rows.push([OTHERS_LABEL, null, ...KPI_FIGURES.map((figure) => kpis.others[figure])]);
  }
  rows.push(["Team total", null, ...KPI_FIGURES.map((figure) => kpis.totals[figure])]);
  return {
    name: "Team KPIs",
    columns: [
      { header: "SDR", width: 24 },
      { header: "Email", width: 30 },
      ...KPI_FIGURES.map((figure) => ({ header: KPI_FIGURE_LABELS[figure], width: 16 })),
    ],
    pages: [rows],
  };
}
