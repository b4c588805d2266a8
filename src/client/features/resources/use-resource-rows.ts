import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ResourceRow } from "../../../shared/contracts/resources";

/** A row in the editor; `key` keeps each row's inputs in place while rows are added and deleted. */
export interface EditorRow extends ResourceRow {
  key: number;
}

const sameRows = (a: ResourceRow[], b: ResourceRow[]) =>
  a.length === b.length &&
  a.every((row, index) => row.title === b[index]?.title && row.detail === b[index]?.detail);

const plain = (rows: EditorRow[]): ResourceRow[] => rows.map(({ title, detail }) => ({ title, detail }));

/**
 * The Resources editor's rows over the saved list: edit, add, delete (never the last row), and whether
 * they differ from what is saved. The editor follows the saved list until the first edit; a failed
 * save keeps the edits.
 */
export function useResourceRows(saved: ResourceRow[] | undefined) {
  const nextKey = useRef(0);
  const withKeys = useCallback(
    (rows: ResourceRow[]): EditorRow[] => rows.map((row) => ({ ...row, key: nextKey.current++ })),
    [],
  );
  const [rows, setRows] = useState<EditorRow[] | null>(null);
  const [touched, setTouched] = useState(false);
  const latest = useRef(rows);
  latest.current = rows;

  // Until the user edits, show the saved list as it arrives (and after a save, its trimmed form).
  useEffect(() => {
    if (saved && !touched) setRows(withKeys(saved));
  }, [saved, touched, withKeys]);

  const dirty = useMemo(
    () => rows !== null && saved !== undefined && !sameRows(plain(rows), saved),
    [rows, saved],
  );

  const update = (key: number, field: keyof ResourceRow, value: string) => {
    setTouched(true);
    setRows(
      (current) => current?.map((row) => (row.key === key ? { ...row, [field]: value } : row)) ?? current,
    );
  };
  const add = (): number => {
    const key = nextKey.current++;
    setTouched(true);
    setRows((current) => [...(current ?? []), { key, title: "", detail: "" }]);
    return key;
  };
  const remove = (key: number) => {
    setTouched(true);
    setRows((current) =>
      current && current.length > 1 ? current.filter((row) => row.key !== key) : current,
    );
  };
  /** After a save of `sent`: show the saved list, unless the rows changed while it was saving. */
  const settle = (sent: ResourceRow[]) => {
    const current = latest.current;
    if (current && sameRows(plain(current), sent)) setTouched(false);
  };

  return { rows, dirty, update, add, remove, settle, values: rows ? plain(rows) : [] };
}
