import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from "react";

interface VirtualRowsProps<T> {
  rows: T[];
  renderRow: (row: T, index: number) => ReactNode;
  /** Expected row height in pixels. */
  estimateSize?: number;
  /** Up to this many rows are simply all rendered. */
  threshold?: number;
  /**
   * The element that scrolls the table, when it scrolls inside a box of its own (a tall list whose
   * sideways scrollbar must stay in view); the window otherwise.
   */
  scrollElement?: RefObject<HTMLElement | null>;
}

/**
 * Table rows inside a <tbody>, virtualised once there are many: only the rows near the visible part of
 * the window (or of `scrollElement`) exist, with spacer rows keeping the scroll height and the columns
 * aligned.
 */
export function VirtualRows<T>({
  rows,
  renderRow,
  estimateSize = 53,
  threshold = 80,
  scrollElement,
}: VirtualRowsProps<T>) {
  if (rows.length <= threshold) return <>{rows.map(renderRow)}</>;
  if (scrollElement)
    return (
      <ContainedRows rows={rows} renderRow={renderRow} estimateSize={estimateSize} scroller={scrollElement} />
    );
  return <WindowedRows rows={rows} renderRow={renderRow} estimateSize={estimateSize} />;
}

interface RowsProps<T> {
  rows: T[];
  renderRow: (row: T, index: number) => ReactNode;
  estimateSize: number;
}

function WindowedRows<T>({ rows, renderRow, estimateSize }: RowsProps<T>) {
  // The first spacer row starts where the body starts, whatever its height: it tells the list's offset.
  // It is measured again whenever the page's height changes (content above the table arriving late).
  const anchor = useRef<HTMLTableRowElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const top = anchor.current?.getBoundingClientRect().top;
      if (top !== undefined) setScrollMargin(Math.round(top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan: 8,
    scrollMargin,
  });
  return <SpacedRows virtualizer={virtualizer} anchor={anchor} rows={rows} renderRow={renderRow} />;
}

function ContainedRows<T>({
  rows,
  renderRow,
  estimateSize,
  scroller,
}: RowsProps<T> & { scroller: RefObject<HTMLElement | null> }) {
  // The rows start below the table's header inside the scrolling box.
  const anchor = useRef<HTMLTableRowElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => {
      const top = anchor.current?.getBoundingClientRect().top;
      if (top !== undefined) {
        setScrollMargin(Math.round(top - box.getBoundingClientRect().top + box.scrollTop));
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scroller]);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 8,
    scrollMargin,
  });
  return <SpacedRows virtualizer={virtualizer} anchor={anchor} rows={rows} renderRow={renderRow} />;
}

function SpacedRows<T, S extends Element | Window>({
  virtualizer,
  anchor,
  rows,
  renderRow,
}: {
  virtualizer: Virtualizer<S, Element>;
  anchor: RefObject<HTMLTableRowElement | null>;
  rows: T[];
  renderRow: (row: T, index: number) => ReactNode;
}) {
  const { scrollMargin } = virtualizer.options;
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
