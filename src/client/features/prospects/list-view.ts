import {
  FINAL_DISPOSITIONS,
  PROGRESS_FLAGS,
  type ProgressFlag,
  type Prospect,
  SEQUENCE_TAGS,
} from "../../../shared/contracts/prospects";
import { matchesSearch } from "../../shared/search-box";
import { DUE_STATES, NO_FILTERS, type ProspectFilters, prospectFilter, TOUCH_AGES } from "./filter-prospects";
import { type ProspectSort, SORT_KEYS, sortProspects } from "./sort-prospects";

/** How the prospects table is sorted and filtered: kept in the URL, so a link or a reload shows the same rows. */
export interface ListView {
  sort: ProspectSort | null;
  filters: ProspectFilters;
}

export const PLAIN_VIEW: ListView = { sort: null, filters: NO_FILTERS };

/** The URL's parameters of a list view; `sort` is the column, with "-" before it when descending. */
export const LIST_VIEW_PARAMS = ["sort", "tag", "disposition", "done", "not-done", "touch", "due"] as const;

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/** The known values of a repeated parameter, each once, in the order of `allowed`. */
const someOf = <T extends string>(allowed: readonly T[], values: string[]): T[] =>
  allowed.filter((value) => values.includes(value));

function parseSort(value: string | null): ProspectSort | null {
  if (!value) return null;
  const descending = value.startsWith("-");
  const key = oneOf(SORT_KEYS, descending ? value.slice(1) : value);
  return key ? { key, direction: descending ? "desc" : "asc" } : null;
}

/** The list view a URL asks for; values it does not know are left out (an old or edited link). */
export function parseListView(params: URLSearchParams): ListView {
  const flag = (name: string) => oneOf<ProgressFlag>(PROGRESS_FLAGS, params.get(name));
  return {
    sort: parseSort(params.get("sort")),
    filters: {
      tags: someOf(SEQUENCE_TAGS, params.getAll("tag")),
      dispositions: someOf(FINAL_DISPOSITIONS, params.getAll("disposition")),
      progress: { done: flag("done"), notDone: flag("not-done") },
      touch: oneOf(TOUCH_AGES, params.get("touch")),
      due: someOf(DUE_STATES, params.getAll("due")),
    },
  };
}

/** The URL's parameters with the list view written in (its defaults leave them out); others are kept. */
export function writeListView(current: URLSearchParams, view: ListView): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of LIST_VIEW_PARAMS) next.delete(name);
  const { sort, filters } = view;
  if (sort) next.set("sort", sort.direction === "desc" ? `-${sort.key}` : sort.key);
  for (const tag of filters.tags) next.append("tag", tag);
  for (const disposition of filters.dispositions) next.append("disposition", disposition);
  if (filters.progress.done) next.set("done", filters.progress.done);
  if (filters.progress.notDone) next.set("not-done", filters.progress.notDone);
  if (filters.touch) next.set("touch", filters.touch);
  for (const due of filters.due) next.append("due", due);
  return next;
}

/** The rows the table shows: the screen's list narrowed by the search and the filters, then sorted. */
export function applyListView(
  rows: readonly Prospect[],
  view: ListView,
  search: string,
  today: string,
  now: number,
): Prospect[] {
  const keep = prospectFilter(view.filters, today, now);
  return sortProspects(
    rows.filter((prospect) => keep(prospect) && matchesSearch(prospect, search)),
    view.sort,
  );
}
