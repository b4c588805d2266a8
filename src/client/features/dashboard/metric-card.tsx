import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import type { Change } from "../../shared/change";
import { ChangeBadge } from "../../shared/change-badge";

export interface MetricCardProps {
  label: string;
  /** Already formatted ("1,204", "23.0%", "—"). */
  value: string;
  hint?: string;
  icon: LucideIcon;
  tint: string;
  /** Against the previous period of equal length; nothing shows for All Time. */
  change?: Change;
  /** Fewer is better (bad data): a rise shows red. */
  riseIsBad?: boolean;
}

/** One figure: a group named by its label, so "Connected" and its number are read together. */
export function MetricCard({ label, value, hint, icon: Icon, tint, change, riseIsBad }: MetricCardProps) {
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p id={labelId} className="text-sm leading-snug font-medium text-slate-500">
          {label}
        </p>
        <span className={cn("hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex", tint)}>
          <Icon className="size-4.5" aria-hidden />
        </span>
      </div>
      <div className="mt-auto">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
            {value}
          </p>
          {change && <ChangeBadge change={change} riseIsBad={riseIsBad} />}
        </div>
        {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}
