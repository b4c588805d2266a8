import type { ReactNode } from "react";
import { useId } from "react";
import { Card } from "../../components/ui/card";

export const CHART_HEIGHT = 260;

/** The frame of a dashboard chart: a heading, an optional note, and a fixed-height plot area. */
export function ChartCard({
  title,
  note,
  summary,
  children,
}: {
  title: string;
  note?: ReactNode;
  /** The chart's figures in words, for screen readers. */
  summary?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card role="figure" aria-labelledby={headingId} className="flex h-full min-w-0 flex-col p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          {title}
        </h3>
        {note && <div className="text-xs text-slate-500">{note}</div>}
      </div>
      {summary && <p className="sr-only">{summary}</p>}
      <div className="relative mt-auto min-w-0" style={{ height: CHART_HEIGHT }}>
        {children}
      </div>
    </Card>
  );
}

/** Centered text (or a retry) inside a chart's plot area. */
export function ChartMessage({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-lg bg-slate-50 text-center text-sm text-slate-500">
      {children}
    </div>
  );
}
