import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ProspectSort, SortKey } from "./sort-prospects";

/** aria-sort of a column's header: set on the sorted column only. */
export function ariaSortOf(sort: ProspectSort | null, key: SortKey | undefined) {
  if (!key || sort?.key !== key) return undefined;
  return sort.direction === "asc" ? "ascending" : "descending";
}

/**
 * A column heading that sorts the table: ascending, descending, then the list's own order. The arrow
 * shows the sorted column's direction; other sortable columns show a faint arrow on hover and focus.
 */
export function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: ProspectSort | null;
  onSort: (key: SortKey) => void;
}) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Arrow = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className="group/sort inline-flex max-w-full items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <span className="truncate">{label}</span>
      <Arrow
        aria-hidden
        className={
          direction
            ? "size-3.5 shrink-0 text-brand-700"
            : "size-3.5 shrink-0 opacity-0 group-hover/sort:opacity-100 group-focus-visible/sort:opacity-100"
        }
      />
    </button>
  );
}
