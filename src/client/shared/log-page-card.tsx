import type { ReactNode } from "react";
import { Card } from "../components/ui/card";
import { cn } from "../lib/cn";
import { formatCount, formatCountOf } from "../lib/format";

/**
 * A log's page of entries: how many are shown of how many match, the entries (dimmed while the next
 * filter's load), and what to do when the page does not hold them all.
 */
export function LogPageCard({
  shown,
  total,
  pageSize,
  loadingNext,
  moreHint,
  children,
}: {
  shown: number;
  total: number;
  pageSize: number;
  /** The previous filter's entries are on screen while the next load. */
  loadingNext: boolean;
  /** Said under the entries when more match than a page holds. */
  moreHint: string;
  children: ReactNode;
}) {
  return (
    <Card
      className={cn("min-w-0 overflow-hidden transition-opacity", loadingNext && "opacity-60")}
      aria-busy={loadingNext || undefined}
    >
      <p className="border-b border-slate-200 px-4 py-3 text-sm text-slate-600 sm:px-6" role="status">
        {total > shown
          ? `The newest ${formatCount(shown)} of ${formatCountOf(total, "entry", "entries")}`
          : formatCountOf(total, "entry", "entries")}
      </p>
      {children}
      {total > pageSize && (
        <p className="border-t border-slate-200 px-4 py-3 text-xs text-slate-500 sm:px-6">{moreHint}</p>
      )}
    </Card>
  );
}
