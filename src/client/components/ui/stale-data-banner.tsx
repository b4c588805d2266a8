import { WifiOff } from "lucide-react";
import { errorMessage, isTransient } from "../../lib/api";
import { cn } from "../../lib/cn";
import { formatRecentDateTime } from "../../lib/format";

/** What a list shown from older data needs to say so: when that data arrived and why it is not newer. */
export interface StaleData {
  /** When the data shown was fetched (ms since the epoch). */
  since: number;
  /** The failure of the refetch. */
  error: unknown;
}

interface QueryLike {
  data: unknown;
  dataUpdatedAt: number;
  failureCount: number;
  failureReason: unknown;
  isError: boolean;
  error: unknown;
}

/**
 * Data on screen whose refetch is failing (still being tried, or given up); null when the data is
 * current or there is none. Several queries: the oldest data and the first failure.
 */
export function staleDataOf(...queries: QueryLike[]): StaleData | null {
  let stale: StaleData | null = null;
  for (const query of queries) {
    if (query.data === undefined) continue;
    const failure = query.isError ? query.error : query.failureCount > 0 ? query.failureReason : null;
    if (!failure) continue;
    if (!stale || query.dataUpdatedAt < stale.since) stale = { since: query.dataUpdatedAt, error: failure };
  }
  return stale;
}

/** The time of the data shown, in the app's time format ("10:42 AM"; with the date when not today). */
const timeOf = (since: number) => formatRecentDateTime(new Date(since).toISOString());

/**
 * Above a list kept on screen while the server cannot be reached: how old it is, and that it is being
 * fetched again (the query client retries while the list is shown). A refusal that will not pass names it.
 */
export function StaleDataBanner({ stale, className }: { stale: StaleData; className?: string }) {
  const time = timeOf(stale.since);
  return (
    <div
      role="status"
      className={cn(
        "flex items-start gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900 sm:px-6",
        className,
      )}
    >
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {isTransient(stale.error)
          ? `Can't reach the server — showing data from ${time}. Retrying…`
          : `Could not refresh: ${errorMessage(stale.error, "the server refused")} — showing data from ${time}.`}
      </span>
    </div>
  );
}
