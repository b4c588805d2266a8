import { type LucideIcon, MailCheck, MessageSquareReply, Repeat, Send, UserCheck } from "lucide-react";
import type { Metrics } from "../../../shared/contracts/metrics";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatCount, formatPercent } from "../../lib/format";
import { useMetrics } from "../../shared/metrics-queries";
import type { SchedulerPeriod } from "./periods";

/**
 * What share of the invited prospects reached a step (ADR 0030): `reached` counts, among the `invited`
 * prospects of the period, those connected (or replied) by now, so it never exceeds 100 %. "34% of
 * invited" for All Time; "50% of the 2 invited in the period" for a period, whose step counts may
 * include prospects invited before it.
 */
export function percentOfInvited(reached: number, invited: number, allTime: boolean): string {
  if (invited === 0) return allTime ? "None invited yet" : "None invited in the period";
  const percent = formatPercent((reached / invited) * 100, { minDecimals: 0 });
  return allTime
    ? `${percent} of invited`
    : `${percent} of the ${formatCount(invited)} invited in the period`;
}

interface KpiCardProps {
  label: string;
  value: number | undefined;
  hint?: string;
  icon: LucideIcon;
}

function KpiCard({ label, value, hint, icon: Icon }: KpiCardProps) {
  return (
    <Card className="min-w-0 p-3 sm:p-4">
      <p className="flex items-center gap-1.5 text-sm font-medium text-slate-500">
        <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="truncate">{label}</span>
      </p>
      <p className="mt-1 text-xl font-semibold text-slate-900 tabular-nums sm:text-2xl">
        {value ?? <span className="text-slate-300">–</span>}
      </p>
      {/* The hint line is always there, so the cards keep their height while loading. */}
      <p className="mt-0.5 text-xs text-slate-500">{hint ?? "\u00a0"}</p>
    </Card>
  );
}

function cards(metrics: Metrics | undefined, allTime: boolean): KpiCardProps[] {
  const invited = metrics?.invited ?? 0;
  return [
    {
      label: "Replied",
      value: metrics?.replied,
      hint: metrics && percentOfInvited(metrics.invitedReplied, invited, allTime),
      icon: MessageSquareReply,
    },
    { label: "Invited", value: metrics?.invited, icon: Send },
    {
      label: "Connected",
      value: metrics?.connected,
      hint: metrics && percentOfInvited(metrics.invitedConnected, invited, allTime),
      icon: UserCheck,
    },
    { label: "Messages Sent", value: metrics?.messagesSent, icon: MailCheck },
    { label: "Follow-Ups Sent", value: metrics?.followUpsSent, icon: Repeat },
  ];
}

/**
 * The five KPI cards of Scheduler, Connections and Replies, counted by the server for the chosen period
 * (one campaign, or every campaign when `campaignId` is null).
 */
export function KpiCards({
  campaignId,
  period,
}: {
  campaignId: string | null | undefined;
  period: SchedulerPeriod;
}) {
  const scope = campaignId ? ({ kind: "campaign", campaignId } as const) : ({ kind: "all" } as const);
  const metrics = useMetrics(scope, period, campaignId !== undefined);
  return (
    <section aria-label="Key figures" aria-busy={metrics.isFetching} className="min-w-0">
      <div
        className={cn(
          "grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 xl:grid-cols-5",
          metrics.isPlaceholderData && "opacity-60",
        )}
      >
        {cards(metrics.data, period === "all-time").map((card) => (
          <KpiCard key={card.label} {...card} />
        ))}
      </div>
      {metrics.isError && (
        <p role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-600">
          Could not load the figures.
          <Button size="sm" variant="secondary" onClick={() => void metrics.refetch()}>
            Try again
          </Button>
        </p>
      )}
    </section>
  );
}
