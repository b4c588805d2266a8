import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { Metrics } from "../../../shared/contracts/metrics";
import { formatCount, formatPercent } from "../../lib/format";
import { CHART_STYLE, NAME_AXIS_PROPS } from "../../shared/chart-parts";
import { ChartCard, ChartMessage } from "./chart-card";

const STAGES = [
  { key: "invited", label: "Invited", color: "#6366f1" },
  { key: "connected", label: "Connected", color: "#0ea5e9" },
  { key: "replied", label: "Replied", color: "#f59e0b" },
  { key: "meetingsBooked", label: "Meetings", color: "#10b981" },
] as const satisfies readonly { key: keyof Metrics; label: string; color: string }[];

/**
 * Invited -> connected -> replied -> meetings, each bar labelled with its count; connected and replied
 * also with their share of invited, counted among the same prospects (ADR 0030): of those invited (in
 * the period), how many are connected, and how many replied, by now. Never above 100 %.
 */
export default function FunnelChart({ metrics, inPeriod }: { metrics: Metrics; inPeriod: boolean }) {
  const invited = metrics.invited;
  const cohort: Partial<Record<(typeof STAGES)[number]["key"], number>> = {
    connected: metrics.invitedConnected,
    replied: metrics.invitedReplied,
  };
  const data = STAGES.map((stage) => {
    const value = metrics[stage.key];
    const ofInvited = cohort[stage.key];
    const share =
      ofInvited === undefined || invited === 0 ? null : Math.round((ofInvited / invited) * 1000) / 10;
    return {
      stage: stage.label,
      value,
      color: stage.color,
      label: share === null ? formatCount(value) : `${formatCount(value)} · ${formatPercent(share)}`,
    };
  });
  const summary = `Funnel: ${data.map((row) => `${row.stage} ${formatCount(row.value)}`).join(", ")}.`;

  return (
    <ChartCard
      title="Funnel"
      note={inPeriod ? "Share of the prospects invited in the period" : "Share of invited prospects"}
      summary={summary}
    >
      {data.every((row) => row.value === 0) ? (
        <ChartMessage>No invites, connections, replies or meetings in this period.</ChartMessage>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} layout="vertical" margin={{ top: 4, right: 96, bottom: 4, left: 0 }}>
            <XAxis type="number" hide domain={[0, "dataMax"]} />
            <YAxis {...NAME_AXIS_PROPS} dataKey="stage" width={84} tick={{ fill: "#475569", fontSize: 13 }} />
            <Tooltip
              cursor={CHART_STYLE.tooltipCursor}
              formatter={(value) => [formatCount(Number(value)), "Prospects"]}
            />
            <Bar dataKey="value" radius={[0, 6, 6, 0]} maxBarSize={40} isAnimationActive={false}>
              {data.map((row) => (
                <Cell key={row.stage} fill={row.color} />
              ))}
              <LabelList dataKey="label" position="right" fill="#0f172a" fontSize={13} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
