import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";

/** The heading of a finished job (an import, an erasure): a green tick, the title and a line under it. */
export function OutcomeHeading({
  id,
  title,
  descriptionClassName,
  children,
}: {
  /** The heading's id, which the section around it is labelled by. */
  id: string;
  title: string;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
        <CircleCheck className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className={cn("text-sm text-slate-500", descriptionClassName)}>{children}</p>
      </div>
    </div>
  );
}

/** One count of a finished job, inside a `<dl>`; `tone` colours the number. */
export function OutcomeCount({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <dt className="text-xs font-medium text-slate-500 sm:text-sm">{label}</dt>
      <dd className={cn("mt-1 text-2xl font-semibold tabular-nums", tone)}>{formatCount(value)}</dd>
    </div>
  );
}
