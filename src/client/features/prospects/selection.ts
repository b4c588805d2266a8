import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";

/** The rows ticked for a bulk change, out of the rows the table shows. */
export interface Selection {
  /** Selected ids, in the order of the rows shown. */
  ids: string[];
  has: (id: string) => boolean;
  /** A click on a row's box: toggles it, or with Shift the range from the last clicked row to this one. */
  onSelect: (id: string, index: number, shiftKey: boolean) => void;
  /** Selects (or unselects) these rows, keeping the rest as it is. */
  setRows: (ids: string[], selected: boolean) => void;
  clear: () => void;
}

/**
 * Selection over `rows` (the list after search, filters and sort). It starts empty for every campaign
 * (`campaignKey`), and a row that leaves the list leaves the selection.
 */
export function useSelection(rows: Prospect[], campaignKey: string | null): Selection {
  const [state, setState] = useState<{ key: string | null; ids: ReadonlySet<string> }>({
    key: campaignKey,
    ids: new Set(),
  });
  const chosen = state.key === campaignKey ? state.ids : EMPTY;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // The last clicked row, for Shift-click ranges; it belongs to the campaign it was clicked in.
  const anchor = useRef<{ key: string | null; index: number } | null>(null);

  const ids = useMemo(() => rows.filter((row) => chosen.has(row.id)).map((row) => row.id), [rows, chosen]);
  // Drops rows that left the list, so they do not come back selected.
  useEffect(() => {
    if (ids.length < chosen.size) setState({ key: campaignKey, ids: new Set(ids) });
  }, [ids, chosen, campaignKey]);

  const setRows = useCallback(
    (changed: string[], selected: boolean) =>
      setState((previous) => {
        const next = new Set(previous.key === campaignKey ? previous.ids : EMPTY);
        for (const id of changed) {
          if (selected) next.add(id);
          else next.delete(id);
        }
        return { key: campaignKey, ids: next };
      }),
    [campaignKey],
  );

  const onSelect = useCallback(
    (id: string, index: number, shiftKey: boolean) => {
      const from = anchor.current?.key === campaignKey ? anchor.current.index : null;
      anchor.current = { key: campaignKey, index };
      setState((previous) => {
        const current = previous.key === campaignKey ? previous.ids : EMPTY;
        const selected = !current.has(id);
        const next = new Set(current);
        const range =
          shiftKey && from !== null
            ? rowsRef.current.slice(Math.min(from, index), Math.max(from, index) + 1).map((row) => row.id)
            : [id];
        for (const rowId of range) {
          if (selected) next.add(rowId);
          else next.delete(rowId);
        }
        return { key: campaignKey, ids: next };
      });
    },
    [campaignKey],
  );

  const clear = useCallback(() => setState({ key: campaignKey, ids: new Set() }), [campaignKey]);
  const has = useCallback((id: string) => chosen.has(id), [chosen]);
  return { ids, has, onSelect, setRows, clear };
}

const EMPTY: ReadonlySet<string> = new Set();
