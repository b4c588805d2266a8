import {
  PROGRESS_FLAGS,
  PROSPECT_SORT_KEYS,
  PROSPECT_TABLE_COLUMNS,
  type ProgressFlag,
  type ProspectSortKey,
} from "../../../shared/contracts/prospect-fields";
import type { Prospect } from "../../../shared/contracts/prospects";

/** What the table's columns sort by (their `sortKey` in the field registry, PROSPECT_FIELDS). */
export const SORT_KEYS: readonly ProspectSortKey[] = PROSPECT_SORT_KEYS;
export type SortKey = ProspectSortKey;
export type SortDirection = "asc" | "desc";
export interface ProspectSort {
  key: SortKey;
  direction: SortDirection;
}

const PROGRESS_KEYS = new Set<string>(PROGRESS_FLAGS);
const isProgressKey = (key: SortKey): key is ProgressFlag => PROGRESS_KEYS.has(key);

/** The sort of a column of the prospects table by its heading; undefined for a column that does not sort. */
export function sortKeyOfColumn(label: string): SortKey | undefined {
  return PROSPECT_TABLE_COLUMNS.find((column) => column.label === label)?.sortKey as SortKey | undefined;
}

/** A header click: ascending, then descending, then the list's own order. */
export function nextSort(current: ProspectSort | null, key: SortKey): ProspectSort | null {
  if (current?.key !== key) return { key, direction: "asc" };
  return current.direction === "asc" ? { key, direction: "desc" } : null;
}

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

/**
 * The Next step's order: steps and withdraw tasks by their due day, then waiting for the connection,
 * then done, then stopped (by reason). Digits first keep the days in calendar order.
 */
function nextStepValue(prospect: Prospect): string | null {
  const { next } = prospect;
  if (!next) return null;
  if ((next.kind === "step" || next.kind === "withdraw") && next.dueOn) return `0 ${next.dueOn}`;
  if (next.kind === "withdraw" || next.kind === "waiting") return "1";
  if (next.kind === "done") return "2";
  return `3 ${next.reason ?? ""}`;
}

/** The value a row sorts by; null (no value) always sorts last. */
function sortValue(prospect: Prospect, key: SortKey): string | null {
  if (isProgressKey(key)) return prospect[key] ? "0" : "1";
  switch (key) {
    case "lastTouch":
      return prospect.lastTouchAt;
    case "next":
      return nextStepValue(prospect);
    default: {
      const text = prospect[key]?.trim();
      return text ? text : null;
    }
  }
}

/**
 * The rows in the sort's order, the list's own order among equals; empty values last either way.
 * Each row's value is read once (10,000 rows sort in a few milliseconds); progress columns sort ticked
 * first when ascending.
 */
export function sortProspects(rows: Prospect[], sort: ProspectSort | null): Prospect[] {
  if (!sort) return rows;
  const sign = sort.direction === "asc" ? 1 : -1;
  const keyed = rows.map((prospect, index) => ({ prospect, index, value: sortValue(prospect, sort.key) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value === b.value) return a.index - b.index;
      return a.value === null ? 1 : -1;
    }
    return sign * collator.compare(a.value, b.value) || a.index - b.index;
  });
  return keyed.map((entry) => entry.prospect);
}
