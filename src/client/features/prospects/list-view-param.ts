import { useCallback, useEffect, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { type ListView, parseListView, writeListView } from "./list-view";

/** A new list view, or how to make it from the latest one. */
export type ListViewChange = ListView | ((latest: ListView) => ListView);

/**
 * The table's sort and filters, kept in the URL; each change replaces the history entry. A change is
 * made from the latest view set, even before the URL has followed: two quick clicks on a heading
 * count twice.
 */
export function useListViewParam(): [ListView, (change: ListViewChange) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const view = useMemo(() => parseListView(new URLSearchParams(key)), [key]);
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);
  const setView = useCallback(
    (change: ListViewChange) => {
      const next = typeof change === "function" ? change(latest.current) : change;
      latest.current = next;
      setParams((current) => writeListView(current, next), { replace: true });
    },
    [setParams],
  );
  return [view, setView];
}
