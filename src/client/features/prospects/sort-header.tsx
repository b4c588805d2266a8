import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { cn } from "../../lib/cn";
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
  name = label,
  layout = "line",
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  /** The column's full name, when `label` is a short one. */
  name?: string;
  /** One line cut short, up to two lines, or the arrow under the label (a narrow check column). */
  layout?: "line" | "wrap" | "stack";
  sortKey: SortKey;
  sort: ProspectSort | null;
  onSort: (key: SortKey) => void;
}) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Arrow = direction === "asc" ? ArrowUp : direction === "desc" ? ArrowDown : ArrowUpDown;
  const stacked = layout === "stack";
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className={cn(
        "group/sort relative inline-flex max-w-full items-center rounded uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none",
        stacked ? "flex-col gap-0.5" : "gap-1 text-left",
      )}
    >
      {/* A short label is shown; the name is what is read (its visible text needs no aria-label). */}
      <span
        className={layout === "wrap" ? "line-clamp-2 break-words" : "truncate"}
        aria-hidden={name === label ? undefined : true}
      >
        {label}
      </span>
      {name !== label && <span className="sr-only">{name}</span>}
      {/* Two wrapped lines leave no room for the faint arrow: only the sorted column shows one. */}
      {(direction || layout !== "wrap") && (
        <Arrow
          aria-hidden
          className={cn(
            stacked ? "size-3" : "size-3.5",
            "shrink-0",
            direction
              ? "text-brand-700"
              : "opacity-0 group-hover/sort:opacity-100 group-focus-visible/sort:opacity-100",
          )}
        />
      )}
    </button>
  );
}
