import type { ReactNode } from "react";
import { useId } from "react";
import { cn } from "../../lib/cn";
import { MetricCard, type MetricCardProps } from "./metric-card";

interface MetricSectionProps {
  title: string;
  description?: string;
  metrics: MetricCardProps[];
  /** A chart beside the cards on wide screens, below them on narrow ones. */
  chart?: ReactNode;
  /** Dims the figures while another period loads. */
  updating?: boolean;
  className?: string;
}

/** A titled group of metric cards, two per row on phones; an odd last card takes the full row. */
export function MetricSection({
  title,
  description,
  metrics,
  chart,
  updating,
  className,
}: MetricSectionProps) {
  const headingId = useId();
  const cards = (
    <div
      className={cn(
        "grid auto-rows-fr grid-cols-2 gap-3 sm:gap-4 [&>*:last-child:nth-child(odd)]:col-span-2",
        chart && "lg:h-full print:h-full",
        !chart &&
          metrics.length > 2 &&
          "sm:grid-cols-3 lg:grid-cols-4 sm:[&>*:last-child:nth-child(odd)]:col-span-1",
      )}
    >
      {metrics.map((metric) => (
        <MetricCard key={metric.label} {...metric} />
      ))}
    </div>
  );
  return (
    <section aria-labelledby={headingId} className={cn("min-w-0 print:break-inside-avoid", className)}>
      <div className="mb-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </div>
      <div aria-busy={updating || undefined} className={cn("transition-opacity", updating && "opacity-60")}>
        {chart ? (
          <div className="grid gap-3 sm:gap-4 lg:grid-cols-5 print:grid-cols-5">
            <div className="lg:col-span-2 print:col-span-2">{cards}</div>
            <div className="min-w-0 lg:col-span-3 print:col-span-3">{chart}</div>
          </div>
        ) : (
          cards
        )}
      </div>
    </section>
  );
}
