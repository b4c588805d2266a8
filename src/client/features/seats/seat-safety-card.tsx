import type { SeatSafety } from "../../../shared/contracts/seats";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatCount, formatDateTime } from "../../lib/format";
import { weekLabel } from "../../shared/seat-safety";
import { AcceptanceFigure, StalePendingFigure } from "../../shared/seat-safety-figures";

/** One ISO week's invites against the 7-day cap, as a bar; a week over the cap in red. */
function WeekBar({ week }: { week: SeatSafety["weeks"][number] }) {
  const over = week.invites > week.cap;
  const width =
    week.cap === 0 ? (week.invites > 0 ? 100 : 0) : Math.min(100, (week.invites / week.cap) * 100);
  return (
    <li className="grid grid-cols-[9.5rem_1fr_auto] items-center gap-3 text-sm">
      <span className={cn("whitespace-nowrap", over ? "font-medium text-red-700" : "text-slate-600")}>
        {weekLabel(week.week)}
      </span>
      <span className="relative h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <span
          className={cn("absolute inset-y-0 left-0 rounded-full", over ? "bg-red-600" : "bg-brand-600")}
          style={{ width: `${width}%` }}
        />
      </span>
      <span
        className={cn("w-28 text-right tabular-nums", over ? "font-semibold text-red-700" : "text-slate-900")}
      >
        {formatCount(week.invites)}
        <span className="font-normal text-slate-500"> / {formatCount(week.cap)}</span>
        {over && <span className="sr-only"> (over the cap)</span>}
      </span>
    </li>
  );
}

/** The seat's safety: invites per week against the cap, acceptance, and invitations left pending. */
export function SeatSafetyCard({ safety }: { safety: SeatSafety }) {
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Safety</CardTitle>
          {safety.weeksOverCap > 0 && (
            <Badge tone="danger">
              {safety.weeksOverCap === 1
                ? "1 week over the cap"
                : `${safety.weeksOverCap} weeks over the cap`}
            </Badge>
          )}
        </div>
        <CardDescription>
          {safety.lastImportAt
            ? `Invites ticked here, and pending ones from the export imported ${formatDateTime(safety.lastImportAt, "")}.`
            : "Invites ticked here. Import the seat's LinkedIn export to count the ones sent outside the campaigns too."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div>
          <h4 className="mb-2 text-sm font-medium text-slate-700">Invites per week, against the 7-day cap</h4>
          <ul className="grid gap-1.5" aria-label="Invites per week">
            {safety.weeks.map((week) => (
              <WeekBar key={week.week} week={week} />
            ))}
          </ul>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <AcceptanceFigure acceptance={safety.acceptance} />
          <StalePendingFigure stale={safety.stalePending} withdrawHint />
        </div>
      </CardContent>
    </Card>
  );
}
