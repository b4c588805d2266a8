import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Card } from "./card";

export interface Figure {
  label: string;
  /** Undefined while loading: a dash stands in. */
  value: ReactNode | undefined;
  hint: string;
  icon: LucideIcon;
  /** The icon badge's colours. */
  tone?: string;
}

/** One headline figure: its label, the number, a hint under it and an icon beside them from `sm` up. */
export function FigureCard({
  label,
  value,
  hint,
  hintClassName,
  icon: Icon,
  tone = "bg-brand-50 text-brand-600",
  ...props
}: Figure & { hintClassName?: string } & Omit<ComponentProps<"div">, "children" | "className">) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5" {...props}>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">
          {value ?? <span className="text-slate-300">–</span>}
        </p>
        <p className={cn("mt-1 text-xs text-slate-400", hintClassName)}>{hint}</p>
      </div>
      <span className={cn("hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex", tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
    </Card>
  );
}
