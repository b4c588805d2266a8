import { BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyActivity } from "../../../shared/contracts/metrics";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { formatCount, formatDayLong, formatDayShort, parseDay } from "../../lib/format";
import { CHART_STYLE, COUNT_AXIS_PROPS, seriesBars, seriesLegend } from "../../shared/chart-parts";
import { ChartCard, ChartMessage } from "./chart-card";

const SERIES = [
  { key: "invited", label: "Invited", color: "#6366f1" },
  { key: "connected", label: "Connected", color: "#0ea5e9" },
  { key: "messagesSent", label: "Messages Sent", color: "#8b5cf6" },
  { key: "followUpsSent", label: "Follow-Ups Sent", color: "#f472b6" },
  { key: "replied", label: "Replied", color: "#f59e0b" },
] as const satisfies readonly { key: Exclude<keyof DailyActivity, "date">; label: string; color: string }[];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One row per calendar day from the first to the last, zeros where the server sent none. */
export function fillDays(rows: DailyActivity[]): DailyActivity[] {
  if (rows.length === 0) return [];
  const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
  const byDate = new Map(sorted.map((row) => [row.date, row]));
  const first = parseDay(sorted[0]?.date ?? "").getTime();
  const last = parseDay(sorted.at(-1)?.date ?? "").getTime();
  if (Number.isNaN(first) || Number.isNaN(last)) return sorted;
  const days: DailyActivity[] = [];
  for (let time = first; time <= last; time += DAY_MS) {
    const date = isoDay(time);
    days.push(
      byDate.get(date) ?? { date, invited: 0, connected: 0, messagesSent: 0, followUpsSent: 0, replied: 0 },
    );
  }
  return days;
}

interface ActivityChartProps {
  rows: DailyActivity[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** What happened each day of the period, stacked by kind of step. */
export default function ActivityChart({ rows, isPending, error, onRetry }: ActivityChartProps) {
  const days = fillDays(rows ?? []);
  const totals = SERIES.map((series) => ({
    ...series,
    total: days.reduce((sum, day) => sum + day[series.key], 0),
  }));
  const empty = totals.every((series) => series.total === 0);
  const summary = empty
    ? undefined
    : `Daily activity over ${days.length} ${days.length === 1 ? "day" : "days"}: ${totals
        .map((series) => `${series.label} ${formatCount(series.total)}`)
        .join(", ")}.`;

  return (
    <ChartCard
      title="Daily Activity"
      note={days.length > 1 ? `${days.length} days` : undefined}
      summary={summary}
    >
      {isPending && !rows ? (
        <ChartMessage>
          <Spinner label="Loading daily activity" />
        </ChartMessage>
      ) : error && !rows ? (
        <ChartMessage>
          <span role="alert">Daily activity could not be loaded.</span>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </ChartMessage>
      ) : empty ? (
        <ChartMessage>No activity in this period.</ChartMessage>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke={CHART_STYLE.gridStroke} />
            <XAxis
              dataKey="date"
              tickFormatter={formatDayShort}
              tickLine={false}
              axisLine={CHART_STYLE.axisLine}
              tick={CHART_STYLE.tick}
              minTickGap={16}
            />
            <YAxis {...COUNT_AXIS_PROPS} axisLine={false} />
            <Tooltip
              cursor={CHART_STYLE.tooltipCursor}
              labelFormatter={(label) => formatDayLong(String(label))}
              formatter={(value) => formatCount(Number(value))}
            />
            {seriesLegend()}
            {seriesBars(SERIES, { stackId: "activity", maxBarSize: 28 })}
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
