import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";

export interface MetricCardProps {
  label: string;
  /** Already formatted ("1,204", "23.0%", "—"). */
  value: string;
  hint?: string;
  icon: LucideIcon;
  tint: string;
}

/** One figure: a group named by its label, so "Connected" and its number are read together. */
export function MetricCard({ label, value, hint, icon: Icon, tint }: MetricCardProps) {
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
        <p className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
          {value}
        </p>
        {hint && <p className="mt-1 text-xs text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}
