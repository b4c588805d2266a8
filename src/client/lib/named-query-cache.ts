import { QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * For tests of what a change marks stale: a fresh cache holding one fresh query per named key, and the
 * names of those since marked stale, in the keys' order.
 */
export function namedQueryCache<Name extends string>(keys: Record<Name, QueryKey>) {
  const queryClient = new QueryClient();
  for (const key of Object.values<QueryKey>(keys)) queryClient.setQueryData(key, []);
  const invalidated = () =>
    (Object.keys(keys) as Name[]).filter((name) => queryClient.getQueryState(keys[name])?.isInvalidated);
  return { queryClient, invalidated };
}
