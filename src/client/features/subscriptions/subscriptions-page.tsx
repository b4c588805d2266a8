import { CreditCard } from "lucide-react";
import { EmptyCard, QueryStateCard } from "../../components/ui/state-card";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { useSubscriptions } from "./api";
import { SubscriptionCards } from "./subscription-cards";
import { SubscriptionsTable } from "./subscriptions-table";

/** Subscriptions (SDRs only): every client's plan, renewal and status, with the active figures. */
export default function SubscriptionsPage() {
  usePageTitle("Subscriptions");
  const query = useSubscriptions();
  const { data, isSuccess } = query;

  return (
    <>
      <PageHeader title="Subscriptions" description="Client plans, renewals and monthly recurring revenue." />
      <div className="grid gap-6">
        <SubscriptionCards overview={data} />
        {!isSuccess ? (
          <QueryStateCard
            query={query}
            loadingText="Loading subscriptions..."
            errorTitle="Subscriptions could not be loaded"
            fallback="Something went wrong while loading the subscriptions."
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
