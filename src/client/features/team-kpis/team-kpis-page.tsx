import { AlertTriangle, RotateCw, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import type { Period } from "../../../shared/contracts/metrics";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";
import { PeriodSelect, pickPeriod } from "../dashboard/period-select";
import { PageHeader } from "../shell/page-header";
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
  "this-month",
  "last-month",
  "this-quarter",
  "last-quarter",
  "this-year",
  "all-time",
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

/** The chosen period lives in the URL (?period=last-30-days), so a reload keeps it. */
function usePeriodParam(): [TeamKpiPeriod, (period: TeamKpiPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const period = pickPeriod(params.get("period"), TEAM_KPI_PERIODS, DEFAULT_PERIOD);
  const setPeriod = (next: TeamKpiPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) updated.delete("period");
        else updated.set("period", next);
        return updated;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

function StateCard({ children, role }: { children: React.ReactNode; role?: "alert" | "status" }) {
  return (
    <Card role={role} className="flex flex-col items-center gap-3 px-6 py-16 text-center">
      {children}
    </Card>
  );
}

function TeamKpiFigures({ period }: { period: TeamKpiPeriod }) {
  const kpis = useTeamKpis(period);
  if (kpis.isPending) {
    return (
      <StateCard role="status">
        <Spinner label="Loading" />
        <p className="text-sm text-slate-500">Loading team KPIs...</p>
      </StateCard>
    );
  }
  if (kpis.isError && !kpis.data) {
    return (
      <StateCard role="alert">
        <span className="rounded-full bg-red-50 p-3 text-red-600">
          <AlertTriangle className="size-6" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">Team KPIs could not be loaded</h2>
        <p className="max-w-md text-xs break-words text-slate-400">
          {errorMessage(kpis.error, "Something went wrong while loading the figures.")}
        </p>
        <Button
          variant="secondary"
          onClick={() => void kpis.refetch()}
          disabled={kpis.isFetching}
          aria-busy={kpis.isFetching}
        >
          <RotateCw className={kpis.isFetching ? "animate-spin" : undefined} aria-hidden />
          {kpis.isFetching ? "Retrying..." : "Try again"}
        </Button>
      </StateCard>
    );
  }
  const data = kpis.data;
  if (data.sdrs.length === 0) {
    return (
      <StateCard>
        <span className="rounded-full bg-brand-50 p-3 text-brand-600">
          <Users className="size-6" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">No SDRs yet</h2>
        <p className="max-w-md text-sm text-slate-500">
          SDRs appear here once they have a login. Add them under Manage Campaigns, then SDRs.
        </p>
      </StateCard>
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
      <SdrTable rows={data.sdrs} />
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
  const [period, setPeriod] = usePeriodParam();
  return (
    <div>
      <PageHeader
        title="Team KPIs"
        description="What each SDR did in the period, counted from their scheduler activity."
        actions={
          <div className="w-full sm:w-auto">
            <PeriodSelect periods={TEAM_KPI_PERIODS} value={period} onChange={setPeriod} />
          </div>
        }
      />
      <TeamKpiFigures period={period} />
    </div>
  );
}
