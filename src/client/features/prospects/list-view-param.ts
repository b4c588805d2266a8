import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { type ListView, parseListView, writeListView } from "./list-view";

/** The table's sort and filters, kept in the URL; each change replaces the history entry. */
export function useListViewParam(): [ListView, (view: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const view = useMemo(() => parseListView(new URLSearchParams(key)), [key]);
  const setView = useCallback(
    (next: ListView) => setParams((current) => writeListView(current, next), { replace: true }),
    [setParams],
  );
  return [view, setView];
}
