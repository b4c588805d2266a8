import { CircleCheck, DollarSign, Hourglass } from "lucide-react";
import type { SubscriptionOverview } from "../../../shared/contracts/billing";
import { type Figure, FigureCard } from "../../components/ui/figure-card";
import { formatCount, formatDollars } from "../../lib/format";

/** Active and expiring-soon counts and the monthly recurring revenue of the active subscriptions. */
export function SubscriptionCards({ overview }: { overview: SubscriptionOverview | undefined }) {
  const figures: Figure[] = [
    {
      label: "Active Subscriptions",
      value: overview ? formatCount(overview.activeCount) : undefined,
      hint: "Renewing every month",
      icon: CircleCheck,
      tone: "bg-emerald-50 text-emerald-600",
    },
    {
      label: "Expiring Soon",
      value: overview ? formatCount(overview.expiringSoonCount) : undefined,
      hint: "Cancelled, ending within 7 days",
      icon: Hourglass,
      tone: "bg-amber-50 text-amber-600",
    },
    {
      label: "Monthly Recurring Revenue",
      value: overview ? formatDollars(overview.monthlyRecurringRevenueCents) : undefined,
      hint: "Base rates of active subscriptions",
      icon: DollarSign,
    },
  ];
  return (
    <section aria-label="Subscription figures" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {figures.map((figure) => (
        <FigureCard key={figure.label} role="group" aria-label={figure.label} {...figure} />
      ))}
    </section>
  );
}
