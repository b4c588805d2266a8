import { useVirtualizer } from "@tanstack/react-virtual";
import {
  type CSSProperties,
  type ReactNode,
  type Ref,
  type RefObject,
  useImperativeHandle,
  useRef,
} from "react";
import { cn } from "../../lib/cn";

/** What a parent may ask of the list. */
export interface VirtualListHandle {
  /** Shows the last item (the newest message). */
  scrollToEnd: () => void;
  /** Brings the item into view if it is not (a card selected from elsewhere). */
  scrollToIndex: (index: number) => void;
}

interface VirtualListProps<T> {
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
  /** Expected item height in pixels; items are measured once shown, unless `fixedSize`. */
  estimateSize: number;
  /** Every item is exactly `estimateSize` high: nothing is measured (cheap for thousands of items). */
  fixedSize?: boolean;
  /** Up to this many items are simply all rendered. */
  threshold?: number;
  /** Space above the first and below the last item, in pixels. */
  padding?: number;
  /** A thread: a list that stays at its end while it is there and new items arrive. */
  anchorToEnd?: boolean;
  ordered?: boolean;
  /** Classes of the scrolling box (its height comes from the parent: flex-1, h-..). */
  className?: string;
  itemClassName?: string;
  ref?: Ref<VirtualListHandle>;
}

/**
 * A vertical list in its own scrolling box. Short lists are rendered whole; past `threshold` items only
 * those near the visible part exist, each measured, so items of any height (messages) stay in place.
 */
export function VirtualList<T>({ threshold = 200, ...props }: VirtualListProps<T>) {
  return props.items.length > threshold ? <WindowedList {...props} /> : <WholeList {...props} />;
}

type ListProps<T> = Omit<VirtualListProps<T>, "threshold">;

/** Both lists' scrolling box and the list in it, named and numbered (`ordered`) as asked. */
function ListFrame({
  box,
  frame,
  className,
  style,
  children,
}: {
  box: RefObject<HTMLDivElement | null>;
  frame: Pick<ListProps<unknown>, "label" | "ordered" | "className">;
  /** The list's own classes and style. */
  className?: string;
  style: CSSProperties;
  children: ReactNode;
}) {
  const List = frame.ordered ? "ol" : "ul";
  return (
    <div ref={box} className={cn("overflow-y-auto overscroll-contain", frame.className)}>
      <List aria-label={frame.label} className={className} style={style}>
        {children}
      </List>
    </div>
  );
}

function WholeList<T>({
  items,
  getKey,
  renderItem,
  padding = 0,
  itemClassName,
  ref,
  ...frame
}: ListProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({
    scrollToEnd: () => {
      if (box.current) box.current.scrollTop = box.current.scrollHeight;
    },
    scrollToIndex: (index) =>
      box.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest" }),
  }));
  return (
    <ListFrame box={box} frame={frame} style={{ paddingTop: padding, paddingBottom: padding }}>
      {items.map((item, index) => (
        <li key={getKey(item)} data-index={index} className={itemClassName}>
          {renderItem(item, index)}
        </li>
      ))}
    </ListFrame>
  );
}

function WindowedList<T>({
  items,
  getKey,
  renderItem,
  estimateSize,
  fixedSize,
  padding = 0,
  anchorToEnd,
  itemClassName,
  ref,
  ...frame
}: ListProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => box.current,
    estimateSize: () => estimateSize,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
    overscan: 6,
    paddingStart: padding,
    paddingEnd: padding,
    ...(anchorToEnd ? { anchorTo: "end" as const, followOnAppend: true } : {}),
  });
  useImperativeHandle(ref, () => ({
    scrollToEnd: () => virtualizer.scrollToEnd(),
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: "auto" }),
  }));
  return (
    <ListFrame
      box={box}
      frame={frame}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <li
            key={row.key}
            ref={fixedSize ? undefined : virtualizer.measureElement}
            data-index={row.index}
            className={cn("absolute top-0 left-0 w-full", itemClassName)}
            style={{
              transform: `translateY(${row.start}px)`,
              ...(fixedSize ? { height: estimateSize } : {}),
            }}
          >
            {renderItem(item, row.index)}
          </li>
        );
      })}
    </ListFrame>
  );
}
