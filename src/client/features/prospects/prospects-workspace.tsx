import { type ReactNode, useCallback, useMemo, useState } from "react";
import { type ProspectScreen, prospectExportPath } from "../../../shared/contracts/exports";
import type { Prospect } from "../../../shared/contracts/prospects";
import { StaleDataBanner } from "../../components/ui/stale-data-banner";
import { formatCount } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { CampaignSelect } from "../../shared/campaign-select";
import { ExportMenu } from "../../shared/export-menu";
import { PageHeader } from "../../shared/page-header";
import { PeriodSelect } from "../../shared/period-select";
import { SearchBox } from "../../shared/search-box";
import { NO_CAMPAIGN_ASSIGNED } from "../../shared/staff-rights";
import { usePeriodParam } from "../../shared/use-period-param";
import { useViewerScope, type ViewerScope } from "../../shared/viewer-scope";
import { type ProspectList, useBadDataCount, useProspectLists } from "./api";
import { BadDataDialog } from "./bad-data-dialog";
import { BulkActionBar } from "./bulk-action-bar";
import { FilterBar } from "./filter-bar";
import { activeFilterCount } from "./filter-prospects";
import { KpiCards } from "./kpi-cards";
import { applyListView } from "./list-view";
import { useListViewParam } from "./list-view-param";
import { useLocalToday } from "./local-today";
import { OverBudgetDialog } from "./over-budget-dialog";
import { DEFAULT_PERIOD, SCHEDULER_PERIODS } from "./periods";
import { ProspectDetailsPanel } from "./prospect-details-panel";
import { ProspectsTable } from "./prospects-table";
import { ReplyDialog } from "./reply-dialog";
import { useSelection } from "./selection";
import { nextSort, type SortKey } from "./sort-prospects";
import { useProspectActions } from "./use-prospect-actions";

export interface WorkspaceConfig {
  title: string;
  description: string;
  tableTitle: string;
  loadingText: string;
  emptyText: string;
  /** Where a flagged prospect is removed from, for the toast ("scheduler", "connections", "replies"). */
  listName: string;
  /** Which rows Export writes: this screen's, with its search. */
  screen: ProspectScreen;
  /** Which prospects this screen lists. */
  include?: (prospect: Prospect) => boolean;
  /** Header buttons beside the filters (the Scheduler's Import .CSV). */
  actions?: (scope: ViewerScope) => ReactNode;
  /** Shown between the cards and the table (the general Scheduler's prospect pool). */
  beforeTable?: (scope: ViewerScope) => ReactNode;
}

/** The prospect list of the scope; pending while the campaigns are found, failed when they could not be. */
function useScopedList(scope: ViewerScope): ProspectList {
  const list = useProspectLists(scope.campaignIds);
  if (scope.error) {
    return {
      data: undefined,
      isPending: false,
      isError: true,
      error: scope.error,
      refetch: scope.retry,
      stale: null,
    };
  }
  if (scope.pending)
    return { ...list, data: undefined, isPending: true, isError: false, error: null, stale: null };
  return list;
}

/**
 * Scheduler, Connections and Replies: header with filters, the five KPI cards for the period, the
 * searchable prospects table, and the reply, bad-data and details panels.
 */
export function ProspectsWorkspace({ config }: { config: WorkspaceConfig }) {
  usePageTitle(config.title);
  const scope = useViewerScope();
  const list = useScopedList(scope);
  const [period, setPeriod] = usePeriodParam(SCHEDULER_PERIODS, DEFAULT_PERIOD);
  const [search, setSearch] = useState("");
  const onSearch = useCallback((text: string) => setSearch(text), []);
  const [view, setView] = useListViewParam();
  const onSort = useCallback(
    (key: SortKey) => setView((latest) => ({ ...latest, sort: nextSort(latest.sort, key) })),
    [setView],
  );
  const today = useLocalToday();
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const { actions, overBudget, reply, badData } = useProspectActions({
    readOnly: scope.readOnly,
    listName: config.listName,
    openDetails: setDetailsId,
  });

  const { include } = config;
  const listed = useMemo(
    () => (include ? (list.data?.filter(include) ?? []) : (list.data ?? [])),
    [list.data, include],
  );
  // The KPI cards count the campaign as a whole: the search, filters and sort narrow the table only.
  const rows = useMemo(
    () => applyListView(listed, view, search, today, Date.now()),
    [listed, view, search, today],
  );
  // Staff select rows of one campaign for bulk changes; those who only read never see selection.
  const bulkCampaignId = scope.readOnly || scope.pending ? null : (scope.campaignId ?? null);
  const selection = useSelection(rows, bulkCampaignId);
  const badDataCount = useBadDataCount(scope.campaignId ?? null).data?.count;
  const exportCampaignId = scope.pending || scope.error ? null : scope.campaignId;
  const details = detailsId ? (list.data?.find((prospect) => prospect.id === detailsId) ?? null) : null;

  return (
    <>
      <PageHeader
        title={config.title}
        description={config.description}
        actions={
          <>
            {scope.picker && <CampaignSelect {...scope.picker} />}
            <PeriodSelect
              periods={SCHEDULER_PERIODS}
              value={period}
              onChange={setPeriod}
              className="w-auto min-w-36 flex-1 sm:w-44 sm:flex-none"
            />
            {config.actions?.(scope)}
          </>
        }
      />
      <KpiCards campaignId={scope.campaignId} period={period} />
      <div className="mt-6">
        {config.beforeTable?.(scope)}
        {bulkCampaignId && (
          <BulkActionBar
            campaignId={bulkCampaignId}
            selection={selection}
            matchingIds={rows.map((row) => row.id)}
          />
        )}
        <ProspectsTable
          title={config.tableTitle}
          tools={
            <div className="flex w-full gap-2 sm:w-auto">
              <SearchBox onSearch={onSearch} />
              <ExportMenu
                what={config.title}
                fileName={[scope.companyName, config.title].filter(Boolean).join(" - ")}
                disabledReason={exportCampaignId ? undefined : "Choose one campaign to export its prospects"}
                url={(format) =>
                  prospectExportPath(exportCampaignId ?? "", { screen: config.screen, q: search, format })
                }
              />
            </div>
          }
          filters={
            <>
              <FilterBar
                filters={view.filters}
                onChange={(filters) => setView((latest) => ({ ...latest, filters }))}
                shown={rows.length}
                total={listed.length}
              />
              {/* A failed refetch keeps the rows; this says how old they are while it is tried again. */}
              {list.stale && <StaleDataBanner stale={list.stale} />}
            </>
          }
          sort={view.sort}
          onSort={onSort}
          selection={bulkCampaignId ? selection : undefined}
          list={list}
          note={badDataCount ? `${formatCount(badDataCount)} flagged as bad data` : undefined}
          rows={rows}
          actions={actions}
          loadingText={config.loadingText}
          emptyText={
            scope.noCampaignAssigned
              ? NO_CAMPAIGN_ASSIGNED
              : listed.length > 0 && activeFilterCount(view.filters) > 0
                ? "No prospects match the filters"
                : config.emptyText
          }
        />
      </div>
      <ProspectDetailsPanel prospect={details} onClose={() => setDetailsId(null)} />
      <ReplyDialog
        prospect={reply.prospect}
        pending={reply.pending}
        onCancel={reply.cancel}
        onSave={reply.save}
      />
      <OverBudgetDialog ask={overBudget.ask} onSend={overBudget.sendAnyway} onCancel={overBudget.cancel} />
      <BadDataDialog
        prospect={badData.prospect}
        pending={badData.pending}
        onCancel={badData.cancel}
        onFlag={badData.flag}
      />
    </>
  );
}
