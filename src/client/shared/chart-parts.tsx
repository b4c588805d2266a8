import { Bar, Legend } from "recharts";
import { formatCount } from "../lib/format";

/** The look the app's bar charts share. */
export const CHART_STYLE = {
  gridStroke: "#e2e8f0",
  axisLine: { stroke: "#cbd5e1" },
  tick: { fill: "#64748b", fontSize: 12 },
  tooltipCursor: { fill: "#f1f5f9" },
};

/** An axis of counts: whole numbers only, written as the rest of the app writes them. */
export const COUNT_AXIS_PROPS = {
  allowDecimals: false,
  tickLine: false,
  tick: CHART_STYLE.tick,
  tickFormatter: (value: number) => formatCount(value),
};

/** An axis of names (SDRs, funnel stages), without a line or ticks. */
export const NAME_AXIS_PROPS = { type: "category", tickLine: false, axisLine: false } as const;

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

/*
 * Recharts finds a chart's legend and bars among its direct children, so these are called for their
 * elements rather than rendered as components of their own.
 */

export function seriesLegend() {
  return <Legend iconType="circle" iconSize={8} itemSorter={null} wrapperStyle={{ fontSize: 12 }} />;
}

/** One bar per series, in its colour and under its label; bars sharing a `stackId` stack. */
export function seriesBars(
  series: readonly ChartSeries[],
  { stackId, maxBarSize }: { stackId?: string; maxBarSize: number },
) {
  return series.map((one) => (
    <Bar
      key={one.key}
      dataKey={one.key}
      name={one.label}
      stackId={stackId}
      fill={one.color}
      maxBarSize={maxBarSize}
      isAnimationActive={false}
    />
  ));
}
