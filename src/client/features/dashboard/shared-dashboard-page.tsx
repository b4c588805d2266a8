import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link2Off } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { useParams } from "react-router";
import { shareLinkEndpoints as api } from "../../../shared/contracts/endpoints/share-links";
import { PERIOD_LABELS } from "../../../shared/contracts/metrics";
import { StateCard } from "../../components/ui/state-card";
import { ApiError } from "../../lib/api";
import { endpointQuery } from "../../lib/endpoints";
import { PRODUCT_NAME, usePageTitle } from "../../lib/use-page-title";
import { DASHBOARD_PERIODS, PeriodSelect } from "../../shared/period-select";
import { usePeriodParam } from "../../shared/use-period-param";
import { DashboardSections, loadCharts } from "./dashboard-sections";
import { DashboardError, DashboardLoading } from "./dashboard-states";
import { COMPARED_WITH } from "./print-header";

/** The product's mark, not a link: a shared dashboard leads nowhere else in the app. */
function SharedFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200/80 bg-white print:hidden">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <img src="/favicon.svg" alt="" className="size-7 sm:size-8" />
          <span className="text-[15px] font-semibold tracking-tight text-slate-900 sm:text-lg">
            {PRODUCT_NAME}
          </span>
          <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
            Read-only report
          </span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}

/** An unknown, revoked or expired link: the server tells them apart to nobody, and neither does this. */
function LinkUnavailable() {
  usePageTitle("Link not available");
  return (
    <StateCard role="alert" className="mx-auto max-w-xl">
      <span className="rounded-full bg-slate-100 p-3 text-slate-600">
        <Link2Off className="size-6" aria-hidden />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">This link is no longer available</h1>
      <p className="max-w-md text-sm text-slate-600">
        The dashboard it pointed to is not shared any more: the link has expired or was revoked, or it was
        copied incompletely. Ask the person who sent it for a new link.
      </p>
    </StateCard>
  );
}

/**
 * A company's dashboard figures and charts through a share link, signed in or not: read-only, with
 * the period select, and no way into the rest of the app.
 */
export default function SharedDashboardPage() {
  const { token = "" } = useParams();
  const [period, setPeriod] = usePeriodParam(DASHBOARD_PERIODS, "all-time");
  const shared = useQuery({
    ...endpointQuery(api.shared, { params: { token }, query: { period } }),
    // Another period's figures stay on screen, dimmed, while the chosen one loads.
    placeholderData: keepPreviousData,
    // A link that is not available will not become so by asking again.
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
  useEffect(() => void loadCharts(), []);
  const companyName = shared.data?.companyName;
  usePageTitle(companyName ? `${companyName} Dashboard` : "Shared dashboard");

  if (shared.isError && shared.error instanceof ApiError && shared.error.status === 404) {
    return (
      <SharedFrame>
        <LinkUnavailable />
      </SharedFrame>
    );
  }

  const against = COMPARED_WITH[period];
  return (
    <SharedFrame>
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {companyName ? `${companyName} Dashboard` : "Dashboard"}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            LinkedIn outreach results, {PERIOD_LABELS[period].toLowerCase()}
            {against ? `, with changes against ${against}.` : "."}
          </p>
        </div>
        <div className="w-full sm:w-auto print:hidden">
          <PeriodSelect periods={DASHBOARD_PERIODS} value={period} onChange={setPeriod} />
        </div>
      </div>
      {shared.data ? (
        <DashboardSections
          metrics={shared.data.metrics}
          updating={shared.isPlaceholderData}
          activity={{
            rows: shared.data.activity,
            isPending: false,
            error: null,
            retry: () => void shared.refetch(),
          }}
        />
      ) : shared.isError ? (
        <DashboardError
          error={shared.error}
          retrying={shared.isFetching}
          onRetry={() => void shared.refetch()}
        />
      ) : (
        <DashboardLoading />
      )}
    </SharedFrame>
  );
}
