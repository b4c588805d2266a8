import { type RefObject, useLayoutEffect, useMemo, useState } from "react";
import { type ColumnLayout, columnLayout } from "./columns";

/** The column widths for the scroll box's width, measured again whenever the box changes size. */
export function useColumnLayout(
  scroller: RefObject<HTMLElement | null>,
  rowCount: number,
  selectable: boolean,
): ColumnLayout {
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    // clientWidth leaves out a vertical scrollbar, so its arrival is measured too.
    const measure = () => setAvailable(box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scroller]);
  return useMemo(() => columnLayout(available, rowCount, selectable), [available, rowCount, selectable]);
}
