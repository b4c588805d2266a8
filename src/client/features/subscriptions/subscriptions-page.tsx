import { AlertTriangle, CreditCard, RotateCw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../shell/page-header";
import { useSubscriptions } from "./api";
import { SubscriptionCards } from "./subscription-cards";
import { SubscriptionsTable } from "./subscriptions-table";

function StateCard({ children, alert }: { children: React.ReactNode; alert?: boolean }) {
  return (
    <Card
      role={alert ? "alert" : undefined}
      className="flex flex-col items-center gap-3 px-6 py-14 text-center"
    >
      {children}
    </Card>
  );
}

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
          <StateCard>
            <Spinner label="Loading subscriptions" />
            <p className="text-sm text-slate-500">Loading subscriptions...</p>
          </StateCard>
        ) : isError ? (
          <StateCard alert>
            <span className="rounded-full bg-red-50 p-3 text-red-600">
              <AlertTriangle className="size-6" aria-hidden />
            </span>
            <h2 className="text-lg font-semibold text-slate-900">Subscriptions could not be loaded</h2>
            <p className="max-w-md text-sm break-words text-slate-500">
              {errorMessage(error, "Something went wrong while loading the subscriptions.")}
            </p>
            <Button
              variant="secondary"
              onClick={() => refetch()}
              disabled={isRefetching}
              aria-busy={isRefetching}
            >
              <RotateCw className={isRefetching ? "animate-spin" : undefined} aria-hidden />
              {isRefetching ? "Retrying..." : "Try again"}
            </Button>
          </StateCard>
        ) : data.subscriptions.length === 0 ? (
          <StateCard>
            <span className="rounded-full bg-brand-50 p-3 text-brand-600">
              <CreditCard className="size-6" aria-hidden />
            </span>
            <h2 className="text-lg font-semibold text-slate-900">No subscriptions yet</h2>
            <p className="max-w-md text-sm text-slate-500">
              A subscription appears here as soon as a client pays for a campaign through onboarding.
            </p>
          </StateCard>
        ) : (
          <SubscriptionsTable subscriptions={data.subscriptions} />
        )}
      </div>
    </>
  );
}
