import { Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { teamKpisExportPath } from "../../../shared/contracts/exports";
import { PERIOD_LABELS, type Period } from "../../../shared/contracts/metrics";
import { Spinner } from "../../components/ui/spinner";
import { EmptyCard, QueryStateCard, StateCard } from "../../components/ui/state-card";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";
import { ExportMenu } from "../../shared/export-menu";
import { PageHeader } from "../../shared/page-header";
import { LONG_PERIODS, PeriodSelect } from "../../shared/period-select";
import { usePeriodParam } from "../../shared/use-period-param";
import { useTeamKpis } from "./api";
import { KpiCards } from "./kpi-cards";
import { SdrTable } from "./sdr-table";

const SdrChart = lazy(() => import("./sdr-chart"));

/** Every period, the current ones first. */
export const TEAM_KPI_PERIODS = [
  "this-week",
  "last-week",
  "today",
  "yesterday",
  "last-7-days",
  "last-30-days",
  ...LONG_PERIODS,
] as const satisfies readonly Period[];
type TeamKpiPeriod = (typeof TEAM_KPI_PERIODS)[number];
const DEFAULT_PERIOD: TeamKpiPeriod = "this-week";

/** What the previous period of equal length is called on the cards. */
const PREVIOUS_LABELS: Record<TeamKpiPeriod, string> = {
  "this-week": "Last week",
  "last-week": "Week before",
  today: "Yesterday",
  yesterday: "Day before",
  "last-7-days": "7 days before",
  "last-30-days": "30 days before",
  "this-month": "Last month",
  "last-month": "Month before",
  "this-quarter": "Last quarter",
  "last-quarter": "Quarter before",
  "this-year": "Last year",
  "all-time": "",
};

function TeamKpiFigures({ period }: { period: TeamKpiPeriod }) {
  const kpis = useTeamKpis(period);
  // A failed refetch keeps the figures already shown.
  if (kpis.data === undefined) {
    return (
      <QueryStateCard
        query={kpis}
        loadingText="Loading team KPIs..."
        errorTitle="Team KPIs could not be loaded"
        fallback="Something went wrong while loading the figures."
      />
    );
  }
  const data = kpis.data;
  if (data.sdrs.length === 0) {
    return (
      <EmptyCard icon={Users} title="No SDRs yet">
        SDRs appear here once they are on the roster. Add them under Manage Campaigns, then SDRs.
      </EmptyCard>
    );
  }
  const { previous, ...totals } = data.totals;
  const updating = kpis.isPlaceholderData;
  return (
    <div
      className={cn("flex flex-col gap-6 transition-opacity", updating && "opacity-60")}
      aria-busy={updating}
    >
      <KpiCards totals={totals} previous={previous} previousLabel={PREVIOUS_LABELS[period]} />
      <SdrTable rows={data.sdrs} others={data.others} />
      <Suspense
        fallback={
          <StateCard role="status">
            <Spinner label="Loading the chart" />
          </StateCard>
        }
      >
        <SdrChart rows={data.sdrs} />
      </Suspense>
    </div>
  );
}

/** Team KPIs (SDR-only): what each SDR did in a period, against the period before. */
export default function TeamKpisPage() {
  usePageTitle("Team KPIs");
  const [period, setPeriod] = usePeriodParam(TEAM_KPI_PERIODS, DEFAULT_PERIOD);
  return (
    <div>
      <PageHeader
        title="Team KPIs"
        description="What each SDR did in the period, counted from their scheduler activity. Totals match the dashboards."
        actions={
          <div className="flex w-full gap-2 sm:w-auto">
            <div className="min-w-0 flex-1 sm:flex-none">
              <PeriodSelect periods={TEAM_KPI_PERIODS} value={period} onChange={setPeriod} />
            </div>
            <ExportMenu
              what="Team KPIs"
              fileName={`Team KPIs - ${PERIOD_LABELS[period]}`}
              url={(format) => teamKpisExportPath(period, format)}
            />
          </div>
        }
      />
      <TeamKpiFigures period={period} />
    </div>
  );
}
