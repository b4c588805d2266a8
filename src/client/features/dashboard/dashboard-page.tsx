import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import type { Period } from "../../../shared/contracts/metrics";
import { usePageTitle } from "../../lib/use-page-title";
import { useSession } from "../auth/api";
import { useSimulatedClient } from "../god-mode/god-mode-store";
import { useActiveCampaigns } from "../management/api";
import { campaignPath } from "../shell/campaign-links";
import { PageHeader } from "../shell/page-header";
import { type DashboardScope, useDailyActivity, useMetrics } from "./api";
import { ALL_CAMPAIGNS, CampaignSelect } from "./campaign-select";
import { DashboardSections, loadCharts } from "./dashboard-sections";
import { DashboardError, DashboardLoading, NoCampaignYet } from "./dashboard-states";
import { LaunchCampaignButton, useShowsLaunchButton } from "./launch-campaign-button";
import { DASHBOARD_PERIODS, PeriodSelect } from "./period-select";
import { usePeriodParam } from "./use-period-param";

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

/** Spec "Campaign dashboard", at /dashboard and /campaign/:campaignId/dashboard. */
export default function DashboardPage() {
  const { campaignId } = useParams();
  const { user } = useSession();
  const simulated = useSimulatedClient();
  const navigate = useNavigate();
  const [period, setPeriod] = usePeriodParam(DASHBOARD_PERIODS, "all-time");
  const showsLaunch = useShowsLaunchButton();

  const isSdr = user?.type === "sdr";
  // A manager in God Mode sees exactly what the client sees: no campaign picker.
  const picksCampaign = isSdr && simulated === null;
  const activeCampaigns = useActiveCampaigns(picksCampaign);

  // The chart code starts loading with the page, while the figures are still on their way.
  useEffect(() => void loadCharts(), []);

  const scope: DashboardScope | null = campaignId
    ? { kind: "campaign", campaignId }
    : picksCampaign
      ? { kind: "all" }
      : simulated
        ? { kind: "campaign", campaignId: simulated.campaignId }
        : user?.type === "client" && user.campaignId
          ? { kind: "campaign", campaignId: user.campaignId }
          : null;

  const shownId = scope?.kind === "campaign" ? scope.campaignId : null;
  const clientName =
    simulated && shownId === simulated.campaignId
      ? simulated.companyName
      : user?.type === "client"
        ? user.companyName
        : activeCampaigns.data?.find((campaign) => campaign.id === shownId)?.companyName;
  const title = clientName && scope?.kind !== "all" ? `${clientName} Dashboard` : "Dashboard";
  usePageTitle(title);

  const campaigns = activeCampaigns.data ?? [];
  const pickerValue = scope?.kind === "all" ? ALL_CAMPAIGNS : (shownId ?? "");
  // A campaign outside the active list (archived, not launched) is still shown, just not offered.
  const showPicker =
    picksCampaign && (pickerValue === ALL_CAMPAIGNS || campaigns.some((c) => c.id === shownId));

  function pickCampaign(value: string) {
    const search = period === "all-time" ? "" : `?period=${period}`;
    void navigate(`${value === ALL_CAMPAIGNS ? "/dashboard" : campaignPath(value, "dashboard")}${search}`);
  }

  return (
    <div className={showsLaunch ? "pb-20" : undefined}>
      <PageHeader
        title={title}
        description={
          scope?.kind === "all"
            ? "Outreach results across all campaigns."
            : scope
              ? "LinkedIn outreach results for this campaign."
              : undefined
        }
        actions={
          scope && (
            <div className="flex w-full gap-2 sm:w-auto">
              {showPicker && (
                <div className="min-w-0 flex-1 sm:flex-none">
                  <CampaignSelect
                    campaigns={campaigns}
                    value={pickerValue}
                    onChange={pickCampaign}
                    loading={activeCampaigns.isPending}
                  />
                </div>
              )}
              <div className="min-w-0 flex-1 sm:flex-none">
                <PeriodSelect periods={DASHBOARD_PERIODS} value={period} onChange={setPeriod} />
              </div>
            </div>
          )
        }
      />
      {scope ? <DashboardFigures scope={scope} period={period} /> : <NoCampaignYet />}
      <LaunchCampaignButton />
    </div>
  );
}
