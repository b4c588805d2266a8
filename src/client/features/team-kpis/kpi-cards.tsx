import { type LucideIcon, MessageSquareReply, Repeat, Send, UserCheck, UserPlus } from "lucide-react";
import { useId } from "react";
import { KPI_FIGURE_LABELS, type KpiFigure, type KpiFigures } from "../../../shared/contracts/team-kpis";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { changeOf } from "../../shared/change";
import { ChangeBadge } from "../../shared/change-badge";

const FIGURE_ICONS: Record<KpiFigure, { icon: LucideIcon; tint: string }> = {
  invited: { icon: UserPlus, tint: "text-brand-600" },
  connected: { icon: UserCheck, tint: "text-sky-600" },
  messagesSent: { icon: Send, tint: "text-violet-600" },
  followUpsSent: { icon: Repeat, tint: "text-pink-600" },
  replied: { icon: MessageSquareReply, tint: "text-amber-600" },
};

const FIGURES = Object.keys(KPI_FIGURE_LABELS) as KpiFigure[];

/** The team's five totals, each with its change against the previous period. */
export function KpiCards({
  totals,
  previous,
  previousLabel,
}: {
  totals: KpiFigures;
  previous: KpiFigures | null;
  previousLabel: string;
}) {
  return (
    <section aria-label="Team totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      {FIGURES.map((figure, index) => (
        <KpiCard
          key={figure}
          figure={figure}
          value={totals[figure]}
          previous={previous?.[figure] ?? null}
          previousLabel={previousLabel}
          className={index === FIGURES.length - 1 ? "col-span-2 lg:col-span-1" : undefined}
        />
      ))}
    </section>
  );
}

function KpiCard({
  figure,
  value,
  previous,
  previousLabel,
  className,
}: {
  figure: KpiFigure;
  value: number;
  previous: number | null;
  previousLabel: string;
  className?: string;
}) {
  const labelId = useId();
  const { icon: Icon, tint } = FIGURE_ICONS[figure];
  return (
    <Card
      role="group"
      aria-labelledby={labelId}
      className={cn("flex min-w-0 flex-col gap-3 p-4 sm:p-5", className)}
    >
      {/* Icon and label on one line, as on the campaign cards, so the figures line up across the row. */}
      <p id={labelId} className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-slate-500">
        <Icon className={cn("size-4 shrink-0", tint)} aria-hidden />
        <span className="truncate" title={KPI_FIGURE_LABELS[figure]}>
          {KPI_FIGURE_LABELS[figure]}
        </span>
      </p>
      <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
        {formatCount(value)}
      </p>
      {previous !== null && (
        <p className="mt-auto flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-slate-400">
          <ChangeBadge change={changeOf(value, previous)} />
          <span>
            {previousLabel}: {formatCount(previous)}
          </span>
        </p>
      )}
    </Card>
  );
}
