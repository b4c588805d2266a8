import { CreditCard } from "lucide-react";
import { EmptyCard, LoadErrorCard, LoadingCard } from "../../components/ui/state-card";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useSubscriptions } from "./api";
import { SubscriptionCards } from "./subscription-cards";
import { SubscriptionsTable } from "./subscriptions-table";

/** Subscriptions (SDRs only): every client's plan, renewal and status, with the active figures. */
export default function SubscriptionsPage() {
  usePageTitle("Subscriptions");
  const { data, error, isPending, isError, refetch, isRefetching } = useSubscriptions();

  return (
    <>
      <PageHeader title="Subscriptions" description="Client plans, renewals and monthly recurring revenue." />
      <div className="grid gap-6">
        <SubscriptionCards overview={data} />
        {isPending ? (
          <LoadingCard text="Loading subscriptions..." />
        ) : isError ? (
          <LoadErrorCard
            title="Subscriptions could not be loaded"
            error={error}
            fallback="Something went wrong while loading the subscriptions."
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : data.subscriptions.length === 0 ? (
          <EmptyCard icon={CreditCard} title="No subscriptions yet">
            A subscription appears here as soon as a client pays for a campaign through onboarding.
          </EmptyCard>
        ) : (
          <SubscriptionsTable subscriptions={data.subscriptions} />
        )}
      </div>
    </>
  );
}
