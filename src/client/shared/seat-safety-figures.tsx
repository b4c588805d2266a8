import { AlertTriangle } from "lucide-react";
import type { SeatSafety } from "../../shared/contracts/seats";
import { cn } from "../lib/cn";
import { formatCount } from "../lib/format";
import { acceptanceText, enoughToJudge, stalePendingTotalText, thresholdText } from "./seat-safety";

/**
 * The acceptance rate of the seat's latest invites with its n and interval, and the threshold under it;
 * red with a warning sign when it is below the threshold.
 */
export function AcceptanceFigure({ acceptance }: { acceptance: SeatSafety["acceptance"] }) {
  const judged = enoughToJudge(acceptance);
  return (
    <div
      className={cn(
        "rounded-lg border px-3 py-2.5",
        acceptance.alert ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50/60",
      )}
    >
      <p className="text-sm font-medium text-slate-600">Acceptance of the last invites</p>
      <p
        className={cn(
          "mt-0.5 flex items-center gap-1.5 tabular-nums",
          judged ? "text-base font-semibold" : "text-sm",
          acceptance.alert ? "text-red-700" : judged ? "text-slate-900" : "text-slate-600",
        )}
      >
        {acceptance.alert && <AlertTriangle className="size-4 shrink-0" aria-hidden />}
        {acceptanceText(acceptance)}
      </p>
      <p className={cn("mt-0.5 text-xs", acceptance.alert ? "text-red-700" : "text-slate-500")}>
        {acceptance.alert
          ? `Below the alert threshold. ${thresholdText(acceptance)}.`
          : `${thresholdText(acceptance)}.`}
      </p>
    </div>
  );
}

/** Invitations still pending past the acceptance window: all of the seat's (from its last export), and prospects'. */
export function StalePendingFigure({
  stale,
  withdrawHint,
}: {
  stale: SeatSafety["stalePending"];
  /** Staff are told where the withdraw tasks are; a client is not. */
  withdrawHint: boolean;
}) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50/60 px-3 py-2.5">
      <p className="text-sm font-medium text-slate-600">Invites pending past {stale.windowDays} days</p>
      <p className="mt-0.5 text-sm text-slate-900">
        <span className="font-semibold tabular-nums">{formatCount(stale.prospects)}</span> to prospects
        {withdrawHint && stale.prospects > 0 && (
          <span className="text-slate-600"> · Withdraw tasks are in Today</span>
        )}
      </p>
      <p className="mt-0.5 text-xs text-slate-500">All of the account's: {stalePendingTotalText(stale)}</p>
    </div>
  );
}
