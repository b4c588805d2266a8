import { IdCard } from "lucide-react";
import { useId } from "react";
import { ACCOUNT_TYPE_LABELS } from "../../../shared/contracts/cadence";
import type { SeatSafety } from "../../../shared/contracts/seats";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { useCampaignSeatSafety } from "../../shared/seat-safety";
import { AcceptanceFigure, StalePendingFigure } from "../../shared/seat-safety-figures";

/** This ISO week's invites of the seat (every campaign it sends for) against its 7-day cap. */
function ThisWeek({ safety }: { safety: SeatSafety }) {
  const week = safety.weeks.at(-1);
  if (!week) return null;
  const over = week.invites > week.cap;
  return (
    <div
      className={cn(
        "rounded-lg border px-3 py-2.5",
        over ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50/60",
      )}
    >
      <p className="text-sm font-medium text-slate-600">Invites this week</p>
      <p
        className={cn(
          "mt-0.5 text-base font-semibold tabular-nums",
          over ? "text-red-700" : "text-slate-900",
        )}
      >
        {formatCount(week.invites)}
        <span className="font-normal text-slate-500"> / {formatCount(week.cap)} cap</span>
      </p>
      <p className={cn("mt-0.5 text-xs", over ? "text-red-700" : "text-slate-500")}>
        {over ? "Over the account's weekly cap." : "Of every campaign the account sends for."}
      </p>
    </div>
  );
}

/**
 * The LinkedIn account (seat) sending for this campaign, read-only: acceptance of its last invites with
 * n and interval, this week's invites against its cap, and invites left pending. Nothing when no seat
 * sends for the campaign, or the figures cannot be read (the budget card above reports a failure).
 */
export function SeatSafetyCard({ campaignId, staff }: { campaignId: string; staff: boolean }) {
  const headingId = useId();
  const safety = useCampaignSeatSafety(campaignId).data?.safety;
  if (!safety) return null;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="p-4 sm:p-5">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
              <IdCard className="size-4" aria-hidden />
            </span>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              LinkedIn seat
            </h2>
            <span className="text-sm text-slate-500">{safety.name}</span>
          </div>
          <Badge>{ACCOUNT_TYPE_LABELS[safety.accountType]} account</Badge>
        </div>
        <div className="grid gap-3 md:grid-cols-3">
          <AcceptanceFigure acceptance={safety.acceptance} />
          <ThisWeek safety={safety} />
          <StalePendingFigure stale={safety.stalePending} withdrawHint={staff} />
        </div>
      </Card>
    </section>
  );
}
