import { Megaphone, Network } from "lucide-react";
import { EmptyCard, LoadErrorCard, LoadingCard } from "../../components/ui/state-card";
import { NO_CAMPAIGN_ASSIGNED } from "../../shared/staff-rights";

export function DashboardLoading() {
  return <LoadingCard text="Loading your dashboard..." />;
}

export function DashboardError({
  error,
  onRetry,
  retrying,
}: {
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <LoadErrorCard
      title="The dashboard could not be loaded"
      error={error}
      fallback="Something went wrong while loading the figures."
      onRetry={onRetry}
      retrying={retrying}
    >
      <p className="max-w-md text-sm text-slate-500">
        The figures could not be fetched. Please try again in a moment.
      </p>
    </LoadErrorCard>
  );
}

/** A client account whose campaign the agency has not set up yet. */
export function NoCampaignYet() {
  return (
    <EmptyCard icon={Megaphone} title="Your campaign is not set up yet">
      Your campaign appears here once the agency sets it up. From then on you can follow its invites,
      connections, replies and meetings on this page.
    </EmptyCard>
  );
}

/** Staff in the SDR role whose name is on no active campaign's connection-matrix row yet. */
export function NoCampaignAssigned() {
  return (
    <EmptyCard icon={Network} title="No campaigns yet">
      {NO_CAMPAIGN_ASSIGNED}
    </EmptyCard>
  );
}
