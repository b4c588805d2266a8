import type { ReactNode } from "react";
import { TableHead, TableHeader, TableRow } from "../../components/ui/table";
import { cn } from "../../lib/cn";
import { CHECK_CELL, CHECK_GROUP_EDGE, PIN_FIRST_NAME, PIN_LAST_NAME, PIN_NUMBER } from "./cell-classes";
import { COLUMNS, type ColumnLayout } from "./columns";
import { ariaSortOf, SortHeader } from "./sort-header";
import { type ProspectSort, type SortKey, sortKeyOfColumn } from "./sort-prospects";

const PINNED: Partial<Record<string, string>> = {
  "#": PIN_NUMBER,
  "First Name": PIN_FIRST_NAME,
  "Last Name": PIN_LAST_NAME,
};

/**
 * The column widths and headings of the prospects table. Where the whole row fits, long headings wrap
 * or give way to short ones ("Tag"); the progress checks always show short ones ("Inv", "M1"). A short
 * heading keeps the full name for assistive technology and on hover.
 */
export function ProspectsTableHead({
  layout,
  sort,
  onSort,
  selectAll,
}: {
  layout: ColumnLayout;
  sort: ProspectSort | null;
  onSort: (key: SortKey) => void;
  /** The select-all box, shown in the row-number heading. */
  selectAll: ReactNode;
}) {
  return (
    <>
      <colgroup>
        {COLUMNS.map((column, index) => (
          <col key={column.label} style={{ width: layout.widths[index] }} />
        ))}
      </colgroup>
      <TableHeader className="sticky top-0 z-10 bg-slate-50 shadow-[inset_0_-1px_0_var(--color-slate-200)]">
        <TableRow className="hover:bg-transparent">
          {COLUMNS.map((column) => {
            const sortKey = sortKeyOfColumn(column.label);
            const shown = column.check || layout.fits ? (column.short ?? column.label) : column.label;
            const pinned = PINNED[column.label];
            return (
              <TableHead
                key={column.label}
                // A short heading, and the row-number heading holding the select-all box, keep their names.
                aria-label={shown !== column.label || column.label === "#" ? column.label : undefined}
                title={shown !== column.label ? column.label : undefined}
                aria-sort={ariaSortOf(sort, sortKey)}
                className={cn(
                  "px-1 first:pl-3 last:pr-2",
                  layout.fits && "text-[10px] leading-3 tracking-normal whitespace-normal",
                  column.check &&
                    cn(CHECK_CELL, CHECK_GROUP_EDGE[column.flag ?? ""], "text-[10px] tracking-normal"),
                  pinned && cn(pinned, "bg-slate-50"),
                )}
              >
                {column.label === "#" && selectAll ? (
                  <span className="flex items-center gap-1.5">{selectAll}#</span>
                ) : sortKey ? (
                  <SortHeader
                    label={shown}
                    name={column.label}
                    layout={column.check ? "stack" : layout.fits ? "wrap" : "line"}
                    sortKey={sortKey}
                    sort={sort}
                    onSort={onSort}
                  />
                ) : (
                  shown
                )}
              </TableHead>
            );
          })}
        </TableRow>
      </TableHeader>
    </>
  );
}
