import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";

interface VirtualRowsProps<T> {
  rows: T[];
  renderRow: (row: T, index: number) => ReactNode;
  /** Expected row height in pixels. */
  estimateSize?: number;
  /** Up to this many rows are simply all rendered. */
  threshold?: number;
}

/**
 * Table rows inside a <tbody>, virtualised against the window's scroll once there are many: only the
 * rows near the viewport exist, with spacer rows keeping the scroll height and the columns aligned.
 */
export function VirtualRows<T>({ rows, renderRow, estimateSize = 53, threshold = 80 }: VirtualRowsProps<T>) {
  if (rows.length <= threshold) return <>{rows.map(renderRow)}</>;
  return <WindowedRows rows={rows} renderRow={renderRow} estimateSize={estimateSize} />;
}

function WindowedRows<T>({
  rows,
  renderRow,
  estimateSize,
}: Required<Omit<VirtualRowsProps<T>, "threshold">>) {
  // The first spacer row starts where the body starts, whatever its height: it tells the list's offset.
  const anchor = useRef<HTMLTableRowElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = anchor.current?.getBoundingClientRect().top;
    if (top !== undefined) setScrollMargin(top + window.scrollY);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan: 8,
    scrollMargin,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <>
      <tr ref={anchor} aria-hidden style={{ height: paddingTop }} />
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row, item.index);
      })}
      {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
    </>
  );
}
