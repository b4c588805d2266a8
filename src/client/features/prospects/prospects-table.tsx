import { type CSSProperties, type ReactNode, useRef } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { TableBody } from "../../components/ui/table";
import { VirtualRows } from "../../components/ui/virtual-rows";
import { errorMessage } from "../../lib/api";
import { formatCountOf } from "../../lib/format";
import type { ProspectList } from "./api";
import { gridKeyboard } from "./grid-keyboard";
import { useLocalToday } from "./local-today";
import { ProspectRow, type RowActions } from "./prospect-row";
import { ProspectsTableHead } from "./prospects-table-head";
import { ReadOnlyNote } from "./read-only-note";
import type { Selection } from "./selection";
import { VisibleRowsBox } from "./selection-checkbox";
import type { ProspectSort, SortKey } from "./sort-prospects";
import { useColumnLayout } from "./use-column-layout";

/** Every row has this height: cells hold one line, or two short ones, and cut the rest short. */
const ROW_HEIGHT = 53;

interface ProspectsTableProps {
  title: string;
  /** The search box and anything else shown beside the title. */
  tools: ReactNode;
  list: ProspectList;
  /** Shown after the row count ("3 flagged as bad data"). */
  note?: string;
  /** The rows to show: the list after the page's filter, the search and the filter bar, sorted. */
  rows: Prospect[];
  actions: RowActions;
  /** The filter bar, shown under the title. */
  filters?: ReactNode;
  sort: ProspectSort | null;
  onSort: (key: SortKey) => void;
  /** Row selection for bulk changes; absent for those who only read. */
  selection?: Selection;
  loadingText: string;
  emptyText: string;
}

/** The loading text, the error with a retry, or the empty text; null when there are rows to show. */
function stateMessage({
  list,
  rows,
  loadingText,
  emptyText,
}: Pick<ProspectsTableProps, "list" | "rows" | "loadingText" | "emptyText">) {
  if (list.isPending) return <p>{loadingText}</p>;
  if (list.isError)
    return (
      <div role="alert" className="flex flex-col items-center gap-3">
        <p>Could not load prospects: {errorMessage(list.error, "the server did not answer")}</p>
        <Button size="sm" variant="secondary" onClick={list.refetch}>
          Try again
        </Button>
      </div>
    );
  if (rows.length === 0) return <p className="font-medium text-slate-700">{emptyText}</p>;
  return null;
}

/** The rows the scroll box shows now: the virtualised table keeps only those (and a few more) in the page. */
function rowsInView(scroller: HTMLDivElement | null, rows: Prospect[]): Prospect[] {
  if (!scroller) return [];
  const header = scroller.querySelector("thead")?.offsetHeight ?? 0;
  const first = Math.floor(scroller.scrollTop / ROW_HEIGHT);
  const shown = Math.ceil((scroller.clientHeight - header) / ROW_HEIGHT);
  return rows.slice(first, first + Math.max(1, shown));
}

/**
 * The prospects table of Scheduler, Connections and Replies: every column of the spec in a box that
 * scrolls both ways (the header stays on top, the sideways scrollbar stays in view), with the rows
 * virtualised so that 10,000 prospects keep only the visible rows in the page.
 */
export function ProspectsTable({
  title,
  tools,
  note,
  filters,
  sort,
  onSort,
  selection,
  ...body
}: ProspectsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const today = useLocalToday();
  const { list, rows, actions } = body;
  const count = rows.length;
  // Shown under the header, across the card's visible width rather than the wide table's.
  const message = stateMessage(body);
  const inView = () => rowsInView(scroller.current, rows).map((row) => row.id);
  const layout = useColumnLayout(scroller, list.data?.length ?? rows.length, selection !== undefined);
  return (
    <Card className="min-w-0 overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-500 tabular-nums">
            {list.data ? formatCountOf(count, "prospect", "prospects") : "\u00a0"}
            {list.data && note ? ` · ${note}` : null}
          </p>
        </div>
        {tools}
      </div>
      {filters}
      {actions.readOnly && <ReadOnlyNote />}
      <div
        ref={scroller}
        className="relative max-h-[calc(100dvh-7rem)] overflow-auto overscroll-x-contain [scrollbar-width:thin]"
      >
        <table
          aria-label={title}
          className="group/table table-fixed border-collapse text-left text-sm"
          data-fit={layout.fits || undefined}
          style={
            {
              width: layout.widths.reduce((sum, width) => sum + width, 0),
              "--first-name-left": `${layout.firstNameLeft}px`,
              "--last-name-left": `${layout.lastNameLeft}px`,
            } as CSSProperties
          }
        >
          <ProspectsTableHead
            layout={layout}
            sort={sort}
            onSort={onSort}
            selectAll={
              selection &&
              message === null && (
                <VisibleRowsBox
                  checked={selection.ids.length > 0 && inView().every(selection.has)}
                  indeterminate={selection.ids.length > 0 && !inView().every(selection.has)}
                  onChange={(checked) => selection.setRows(inView(), checked)}
                />
              )
            }
          />
          <TableBody {...gridKeyboard}>
            {message === null && (
              <VirtualRows
                rows={rows}
                estimateSize={ROW_HEIGHT}
                scrollElement={scroller}
                // Always the same rows component: a search that shrinks the list keeps the rows mounted.
                threshold={0}
                renderRow={(prospect, index) => (
                  <ProspectRow
                    key={prospect.id}
                    prospect={prospect}
                    number={index + 1}
                    actions={actions}
                    today={today}
                    selected={selection?.has(prospect.id)}
                    onSelect={selection?.onSelect}
                  />
                )}
              />
            )}
          </TableBody>
        </table>
      </div>
      {message && <div className="px-6 py-12 text-center text-sm text-slate-500">{message}</div>}
    </Card>
  );
}
