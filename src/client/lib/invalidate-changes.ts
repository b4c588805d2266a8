import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import type { LiveNotice } from "../../shared/contracts/events";
import { changeHandlers, rowHandlers } from "./change-topics";

/** A change to data: what kind, and the campaign it belongs to (null: agency-wide). */
export type Change = Pick<LiveNotice, "t" | "c">;

const keyPath = (queryKey: QueryKey) => queryKey.filter((part) => typeof part === "string").join("/");

/**
 * Marks every cached query showing data of these changes stale (as the features registered them,
 * see change-topics.ts); the ones on screen refetch at once.
 * Used after a tab's own writes and for the live-update notices of everyone else's.
 */
export function invalidateChanges(
  queryClient: QueryClient,
  changes: Change[],
  /** Queries to leave alone (already brought up to date some other way). */
  except: (query: Query) => boolean = () => false,
): Promise<void> {
  const prefixes = [
    ...new Set(
      changes.flatMap((change) => changeHandlers(change.t).flatMap((handler) => handler.keys(change.c))),
    ),
  ];
  if (prefixes.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = keyPath(query.queryKey);
      return prefixes.some((prefix) => path.startsWith(prefix)) && !except(query);
    },
  });
}

/**
 * Takes in live-update notices: the rows they carry go into cached lists in place (a large campaign's
 * list is megabytes), then what they concern is refetched, except the lists the rows brought up to
 * date when every notice carried its row.
 */
export function applyNotices(queryClient: QueryClient, notices: LiveNotice[]): Promise<void> {
  const rows = notices.flatMap((notice) => (notice.r ? [notice.r] : []));
  const handlers = rowHandlers();
  for (const handler of handlers) handler.applyRows?.(queryClient, rows);
  const onlyRows = notices.every((notice) => notice.r !== undefined);
  const held = (query: Query) => handlers.some((handler) => handler.heldByRows?.(query) ?? false);
  return invalidateChanges(queryClient, notices, onlyRows ? held : undefined);
}

/** Everything fetched again: after missed notices (a reconnect), nothing cached can be trusted. */
export function invalidateEverything(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => keyPath(queryKey).startsWith("/api/"),
  });
}
