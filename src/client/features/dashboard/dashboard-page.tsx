import { Printer } from "lucide-react";
import { useEffect } from "react";
import { metricsExportPath } from "../../../shared/contracts/exports";
import { PERIOD_LABELS, type Period } from "../../../shared/contracts/metrics";
import { Button } from "../../components/ui/button";
import { LoadErrorCard } from "../../components/ui/state-card";
import { usePageTitle } from "../../lib/use-page-title";
import { CampaignSelect } from "../../shared/campaign-select";
import { ExportMenu } from "../../shared/export-menu";
import { type DashboardScope, useDailyActivity, useMetrics } from "../../shared/metrics-queries";
import { PageHeader } from "../../shared/page-header";
import { DASHBOARD_PERIODS, PeriodSelect } from "../../shared/period-select";
import { useSession } from "../../shared/session";
import { useSimulatedClient } from "../../shared/simulated-client";
import { usePeriodParam } from "../../shared/use-period-param";
import { type PickBy, useViewerScope } from "../../shared/viewer-scope";
import { LinkedInBudgetCard } from "./budget-card";
import { DashboardSections, loadCharts } from "./dashboard-sections";
import { DashboardError, DashboardLoading, NoCampaignAssigned, NoCampaignYet } from "./dashboard-states";
import { LaunchCampaignButton, useShowsLaunchButton } from "./launch-campaign-button";
import { COMPARED_WITH, PrintHeader } from "./print-header";
import { SeatSafetyCard } from "./seat-safety-card";

function DashboardFigures({ scope, period }: { scope: DashboardScope; period: Period }) {
  const metrics = useMetrics(scope, period);
  const activity = useDailyActivity(scope, period);

  if (metrics.isPending) return <DashboardLoading />;
  if (metrics.isError) {
    return (
      <DashboardError
        error={metrics.error}
        retrying={metrics.isFetching}
        onRetry={() => {
          void metrics.refetch();
          if (activity.isError) void activity.refetch();
        }}
      />
    );
  }
  return (
    <DashboardSections
      metrics={metrics.data}
      updating={metrics.isPlaceholderData}
      activity={{
        rows: activity.data,
        isPending: activity.isPending,
        error: activity.error,
        retry: () => void activity.refetch(),
      }}
    />
  );
}

/**
 * Staff's pick opens that campaign's dashboard (or All Campaigns', for the owner and managers), keeping
 * the chosen period.
 */
const PICK_DASHBOARD: PickBy = { kind: "page", segment: "dashboard" };

/** Spec "Campaign dashboard", at /dashboard and /campaign/:campaignId/dashboard. */
export default function DashboardPage() {
  const viewer = useViewerScope(PICK_DASHBOARD);
  const [period, setPeriod] = usePeriodParam(DASHBOARD_PERIODS, "all-time");
  const showsLaunch = useShowsLaunchButton();
  // Staff read where the withdraw tasks are; a client, or a manager viewing as one, does not.
  const simulated = useSimulatedClient();
  const staff = useSession().user?.type === "sdr" && simulated === null;

  // The chart code starts loading with the page, while the figures are still on their way.
  useEffect(() => void loadCharts(), []);

  const scope: DashboardScope | null =
    viewer.campaignId === undefined
      ? null
      : viewer.campaignId === null
        ? { kind: "all" }
        : { kind: "campaign", campaignId: viewer.campaignId };
  const title = viewer.companyName ? `${viewer.companyName} Dashboard` : "Dashboard";
  usePageTitle(title);
  const against = COMPARED_WITH[period];
  const comparison = against ? ` Changes are against ${against}.` : "";

  return (
    <div className={showsLaunch ? "pb-20 print:pb-0" : undefined}>
      {scope && (
        <PrintHeader
          companyName={viewer.companyName ?? (scope.kind === "all" ? "All Campaigns" : "Dashboard")}
          period={period}
        />
      )}
      <div className="print:hidden">
        <PageHeader
          title={title}
          description={
            scope?.kind === "all"
              ? `Outreach results across all campaigns.${comparison}`
              : scope
                ? `LinkedIn outreach results for this campaign.${comparison}`
                : undefined
          }
          actions={
            scope && (
              <div className="flex w-full gap-2 sm:w-auto">
                <Button
                  variant="secondary"
                  onClick={() => window.print()}
                  aria-label="Print"
                  className="shrink-0"
                >
                  <Printer aria-hidden />
                  <span className="hidden sm:inline">Print</span>
                </Button>
                {viewer.picker && (
                  <div className="min-w-0 flex-1 sm:flex-none">
                    <CampaignSelect {...viewer.picker} />
                  </div>
                )}
                <div className="min-w-0 flex-1 sm:flex-none">
                  <PeriodSelect periods={DASHBOARD_PERIODS} value={period} onChange={setPeriod} />
                </div>
                <ExportMenu
                  what="dashboard figures"
                  fileName={`${viewer.companyName ?? "All Campaigns"} - Dashboard - ${PERIOD_LABELS[period]}`}
                  url={(format) =>
                    metricsExportPath(scope.kind === "campaign" ? scope.campaignId : null, period, format)
                  }
                />
              </div>
            )
          }
        />
      </div>
      {scope ? (
        <div className="flex flex-col gap-8 print:gap-5">
          {/* One campaign's: All Campaigns has no single LinkedIn account. */}
          {scope.kind === "campaign" && <LinkedInBudgetCard campaignId={scope.campaignId} />}
          {scope.kind === "campaign" && <SeatSafetyCard campaignId={scope.campaignId} staff={staff} />}
          <DashboardFigures scope={scope} period={period} />
        </div>
      ) : viewer.pending ? (
        <DashboardLoading />
      ) : viewer.error ? (
        <LoadErrorCard
          title="Your campaigns could not be loaded"
          error={viewer.error}
          fallback="Something went wrong while loading the campaigns you work."
          onRetry={viewer.retry}
          retrying={false}
        />
      ) : viewer.noCampaignAssigned ? (
        <NoCampaignAssigned />
      ) : (
        <NoCampaignYet />
      )}
      <div className="print:hidden">
        <LaunchCampaignButton />
      </div>
    </div>
  );
}
