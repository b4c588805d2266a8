import { BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { TeamKpiRow } from "../../../shared/contracts/team-kpis";
import { Card } from "../../components/ui/card";
import { formatCount } from "../../lib/format";
import {
  CHART_STYLE,
  COUNT_AXIS_PROPS,
  NAME_AXIS_PROPS,
  seriesBars,
  seriesLegend,
} from "../../shared/chart-parts";

const SERIES = [
  { key: "invited", label: "Invited", color: "#6366f1" },
  { key: "connected", label: "Connected", color: "#0ea5e9" },
  { key: "replied", label: "Replied", color: "#f59e0b" },
] as const;

const ROW_HEIGHT = 44;

/** SDRs side by side: invited, connected and replied as horizontal bars, one group per SDR. */
export default function SdrChart({ rows }: { rows: TeamKpiRow[] }) {
  const summary = rows
    .map((row) => `${row.name}: ${SERIES.map((s) => `${s.label} ${formatCount(row[s.key])}`).join(", ")}`)
    .join("; ");
  const height = Math.max(180, rows.length * ROW_HEIGHT + 60);
  return (
    <Card role="figure" aria-labelledby="team-kpis-chart" className="min-w-0 p-4 sm:p-5">
      <h2 id="team-kpis-chart" className="mb-3 text-sm font-semibold text-slate-900">
        SDRs compared
      </h2>
      <p className="sr-only">{summary}.</p>
      <div style={{ height }} aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={rows}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid horizontal={false} stroke={CHART_STYLE.gridStroke} />
            <XAxis type="number" {...COUNT_AXIS_PROPS} axisLine={CHART_STYLE.axisLine} />
            <YAxis
              {...NAME_AXIS_PROPS}
              dataKey="name"
              width={96}
              tick={{ fill: "#334155", fontSize: 12 }}
              tickFormatter={(name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name)}
            />
            <Tooltip cursor={CHART_STYLE.tooltipCursor} formatter={(value) => formatCount(Number(value))} />
            {seriesLegend()}
            {seriesBars(SERIES, { maxBarSize: 12 })}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
