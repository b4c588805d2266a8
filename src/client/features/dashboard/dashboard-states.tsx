import { AlertTriangle, Megaphone, RotateCw } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";

export function DashboardLoading() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <Spinner label="Loading" />
      <p className="text-sm text-slate-500">Loading your dashboard...</p>
    </Card>
  );
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
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="rounded-full bg-red-50 p-3 text-red-600">
        <AlertTriangle className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">The dashboard could not be loaded</h2>
      <p className="max-w-md text-sm text-slate-500">
        The figures could not be fetched. Please try again in a moment.
      </p>
      <p className="max-w-md text-xs break-words text-slate-400">
        {errorMessage(error, "Something went wrong while loading the figures.")}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden />
        {retrying ? "Retrying..." : "Try again"}
      </Button>
    </Card>
  );
}

/** A client account whose campaign the agency has not set up yet. */
export function NoCampaignYet() {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      <span className="rounded-full bg-brand-50 p-3 text-brand-600">
        <Megaphone className="size-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">Your campaign is not set up yet</h2>
      <p className="max-w-md text-sm text-slate-500">
        Your campaign appears here once the agency sets it up. From then on you can follow its invites,
        connections, replies and meetings on this page.
      </p>
    </Card>
  );
}
