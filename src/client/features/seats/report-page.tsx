import { Download, Info } from "lucide-react";
import { Link, useParams, useSearchParams } from "react-router";
import { IMPORT_OUTCOME_LABELS, type Reconciliation } from "../../../shared/contracts/seats";
import { buttonVariants } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { Select } from "../../components/ui/select";
import { QueryStateCard } from "../../components/ui/state-card";
import { cn } from "../../lib/cn";
import { formatCount, formatDateTime } from "../../lib/format";
import { setSearchParam } from "../../lib/search-param";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { type ReportFilter, reportCsvUrl, useReconciliation, useSeatDetail } from "./api";
import { Breadcrumb } from "./breadcrumb";
import { ImportCounts } from "./import-summary";
import { ALL, OUTCOME_FILTER_ORDER, outcomeParam } from "./report-labels";
import { ReportTable } from "./report-table";
import { seatPath } from "./seat-text";

const OUTCOME_OPTIONS = [
  { value: ALL, label: "All outcomes" },
  ...OUTCOME_FILTER_ORDER.map((outcome) => ({ value: outcome, label: IMPORT_OUTCOME_LABELS[outcome] })),
];

function Filters({
  report,
  filter,
  onChange,
}: {
  report: Reconciliation;
  filter: ReportFilter;
  onChange: (name: "campaign" | "outcome", value: string | null) => void;
}) {
  const campaignOptions = [
    { value: ALL, label: "All campaigns" },
    ...report.campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
  ];
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Select
        aria-label="Campaign"
        value={filter.campaignId ?? ALL}
        options={campaignOptions}
        onValueChange={(value) => onChange("campaign", value === ALL ? null : value)}
        className="w-full sm:w-56"
      />
      <Select
        aria-label="Outcome"
        value={filter.outcome ?? ALL}
        options={OUTCOME_OPTIONS}
        onValueChange={(value) => onChange("outcome", value === ALL ? null : value)}
        className="w-full sm:w-48"
      />
    </div>
  );
}

/**
 * An import's reconciliation report: what it added, corrected and disagrees with for each prospect's step
 * (confirmations are counted above the table), narrowed by campaign and outcome, and the same rows as a CSV.
 */
export default function ReportPage() {
  const { seatId = "", importId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const filter: ReportFilter = {
    campaignId: params.get("campaign") || undefined,
    outcome: outcomeParam(params.get("outcome")),
  };
  const seat = useSeatDetail(seatId);
  const report = useReconciliation(seatId, importId, filter);
  const seatName = seat.data?.seat.name ?? "Seat";
  const title = report.data
    ? `Import of ${formatDateTime(report.data.import.createdAt, "")}`
    : "Import report";
  usePageTitle(`${seatName}: ${title}`);
  const data = report.data;
  const filtered = filter.campaignId !== undefined || filter.outcome !== undefined;

  return (
    <div>
      <Breadcrumb
        steps={[
          { label: "Seats", to: "/seats" },
          { label: seatName, to: seatPath(seatId) },
          { label: "Reconciliation report" },
        ]}
      />
      <PageHeader
        title={title}
        description={
          data
            ? `${data.import.by} imported ${data.import.files.join(", ")}${data.import.undoneAt ? `. Undone on ${formatDateTime(data.import.undoneAt, "")}.` : "."}`
            : undefined
        }
        actions={
          data && (
            <a
              href={reportCsvUrl(seatId, importId, filter)}
              download
              className={buttonVariants({ variant: "secondary" })}
            >
              <Download aria-hidden />
              Export CSV
            </a>
          )
        }
      />
      {!data ? (
        <QueryStateCard
          query={report}
          loadingText="Loading the report..."
          errorTitle="The report could not be loaded"
          fallback="Something went wrong while loading the report."
        >
          <Link to={seatPath(seatId)} className="text-sm font-medium text-brand-700 hover:underline">
            Back to the seat
          </Link>
        </QueryStateCard>
      ) : (
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>What the import found</CardTitle>
            </CardHeader>
            <CardContent>
              <ImportCounts counts={data.import.counts} />
            </CardContent>
          </Card>
          <Card className="min-w-0 overflow-hidden">
            <div className="flex flex-col gap-3 p-4 sm:p-5">
              <Filters
                report={data}
                filter={filter}
                onChange={(name, value) => setSearchParam(setParams, name, value, { replace: true })}
              />
              <p className="flex items-start gap-2 text-sm text-slate-600">
                <Info className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />A step ticked here that
                LinkedIn's record lacks is listed as Disagrees and never unticked automatically: look at it
                and untick it in the Scheduler if it did not happen.
              </p>
            </div>
            <div
              className={cn(
                "border-t border-slate-100 transition-opacity",
                report.isPlaceholderData && "opacity-60",
              )}
            >
              <ReportTable rows={data.rows} filtered={filtered} />
            </div>
            <p className="border-t border-slate-100 px-6 py-3 text-sm text-slate-500" aria-live="polite">
              {data.total > data.rows.length
                ? `Showing ${formatCount(data.rows.length)} of ${formatCount(data.total)}. Export CSV holds every row.`
                : `${formatCount(data.total)} ${data.total === 1 ? "row" : "rows"}`}
            </p>
          </Card>
        </div>
      )}
    </div>
  );
}
