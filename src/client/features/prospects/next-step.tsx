import { type ProspectNextView, prospectNextView } from "../../../shared/cadence/next-step";
import type { ProspectNext } from "../../../shared/contracts/prospects";
import { Badge } from "../../components/ui/badge";
import { cn } from "../../lib/cn";
import { formatDay } from "../../lib/format";

/** "Nov 30, 2026 · Overdue": the due day, and how it stands today. */
function DueLine({ view, className }: { view: ProspectNextView; className?: string }) {
  if (view.dueOn) {
    const overdue = view.timing === "overdue";
    return (
      <span
        className={cn(
          "tabular-nums",
          overdue
            ? "font-medium text-red-700"
            : view.timing === "today"
              ? "text-brand-700"
              : "text-slate-600",
          className,
        )}
      >
        {formatDay(view.dueOn)}
        {overdue ? " · Overdue" : view.timing === "today" ? " · Today" : null}
      </span>
    );
  }
  if (view.withdrawOn) {
    return (
      <span className={cn("text-slate-500 tabular-nums", className)}>
        Withdraw on {formatDay(view.withdrawOn)}
      </span>
    );
  }
  return null;
}

/**
 * The Scheduler's Next step cell: the step on one line and its due day under it ("Overdue" in red), the
 * withdraw day while waiting for the connection, and Done or Stopped muted. Two short lines keep the
 * row's height and the column narrow.
 */
export function NextStepCell({ next, today }: { next: ProspectNext | null; today: string }) {
  const view = prospectNextView(next, today);
  if (!view) return <span className="text-slate-400">—</span>;
  return (
    <div className="flex min-w-0 flex-col leading-tight">
      <span
        className={cn(
          "truncate",
          // A step to take stands out; waiting for the connection is quieter, and an end muted.
          view.ended ? "text-slate-500" : view.dueOn ? "font-medium text-slate-900" : "text-slate-700",
        )}
        title={view.label}
      >
        {view.label}
      </span>
      <DueLine view={view} className="truncate text-xs" />
    </div>
  );
}

/** Prospect Details' Next step: the same text, with an Overdue badge and the withdraw day spelled out. */
export function NextStepDetails({ next, today }: { next: ProspectNext | null; today: string }) {
  const view = prospectNextView(next, today);
  if (!view) return <span className="text-slate-500">Not planned yet</span>;
  if (view.ended) return <span className="text-slate-500">{view.label}</span>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>
        {view.label}
        {view.dueOn ? ` · ${formatDay(view.dueOn)}` : null}
      </span>
      {view.timing === "overdue" && <Badge tone="danger">Overdue</Badge>}
      {view.timing === "today" && <Badge tone="brand">Due today</Badge>}
      {view.withdrawOn && (
        <span className="w-full text-xs text-slate-500">
          Withdraw the invite on {formatDay(view.withdrawOn)} if it is still not accepted.
        </span>
      )}
    </span>
  );
}
