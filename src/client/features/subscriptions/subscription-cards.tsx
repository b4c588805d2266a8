import { CircleCheck, DollarSign, Hourglass, type LucideIcon } from "lucide-react";
import type { SubscriptionOverview } from "../../../shared/contracts/billing";
import { Card } from "../../components/ui/card";
import { formatCount, formatDollars } from "../../lib/format";

function FigureCard({
  label,
  value,
  hint,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string | undefined;
  hint: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card role="group" aria-label={label} className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">
          {value ?? <span className="text-slate-300">–</span>}
        </p>
        <p className="mt-1 text-xs text-slate-400">{hint}</p>
      </div>
      <span className={`hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}>
        <Icon className="size-5" aria-hidden />
      </span>
    </Card>
  );
}

/** Active and expiring-soon counts and the monthly recurring revenue of the active subscriptions. */
export function SubscriptionCards({ overview }: { overview: SubscriptionOverview | undefined }) {
  return (
    <section aria-label="Subscription figures" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <FigureCard
        label="Active Subscriptions"
        value={overview ? formatCount(overview.activeCount) : undefined}
        hint="Renewing every month"
        icon={CircleCheck}
        tone="bg-emerald-50 text-emerald-600"
      />
      <FigureCard
        label="Expiring Soon"
        value={overview ? formatCount(overview.expiringSoonCount) : undefined}
        hint="Cancelled, ending within 7 days"
        icon={Hourglass}
        tone="bg-amber-50 text-amber-600"
      />
      <FigureCard
        label="Monthly Recurring Revenue"
        value={overview ? formatDollars(overview.monthlyRecurringRevenueCents) : undefined}
        hint="Base rates of active subscriptions"
        icon={DollarSign}
        tone="bg-brand-50 text-brand-600"
      />
    </section>
  );
}
