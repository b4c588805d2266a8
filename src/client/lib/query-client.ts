import { type Query, QueryCache, QueryClient } from "@tanstack/react-query";
import { isTransient } from "./api";

// No default fetcher: every query reads an endpoint record (lib/endpoints.ts), which types its answer.

/** Tries of a first load that failed for a passing reason (no answer, 5xx) before its error is shown. */
const RETRIES = 2;

/**
 * Only failures that may pass are retried: a 4xx answer (not found, not allowed, signed out) would be
 * the same again, so it shows at once.
 */
export const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < RETRIES && isTransient(error);

type AnyQuery = Query<unknown, unknown, unknown, readonly unknown[]>;

/**
 * A refetch of data already on screen never replaces it with an error: while a screen shows the query
 * it is tried again (the default backoff, 1 s doubling up to 30 s) until the server answers; screens
 * read `failureCount` to say they show older data meanwhile. Once nothing shows it, it fails as usual
 * and is fetched again when shown. A query that asks for no retries keeps that.
 *
 * Whoever waits for the refetch (a save's follow-up refetch, before its toast) is answered at the
 * first failure, not when the server is back: the retries go on without them.
 */
function keepShownData(cache: QueryCache, query: AnyQuery) {
  const fetch = query.fetch.bind(query);
  const whileShown = (_failureCount: number, error: unknown) =>
    isTransient(error) && query.getObserversCount() > 0 && query.state.data !== undefined;
  query.fetch = (options, fetchOptions) => {
    const base = options ?? query.options;
    if (query.state.data === undefined || base.retry === false) return fetch(options, fetchOptions);
    const fetching = fetch({ ...base, retry: whileShown }, fetchOptions);
    let stopWatching = () => {};
    const firstFailure = new Promise<never>((_, reject) => {
      stopWatching = cache.subscribe((event) => {
        if (event.query === query && event.type === "updated" && event.action.type === "failed")
          reject(event.action.error);
      });
    });
    fetching.then(stopWatching, stopWatching);
    return Promise.race([fetching, firstFailure]).finally(stopWatching);
  };
}

export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache();
  queryCache.subscribe((event) => {
    if (event.type === "added") keepShownData(queryCache, event.query as AnyQuery);
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}
