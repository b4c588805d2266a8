import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiGet } from "./api";

/** The default fetch: GET on the query key joined into a path (spec section 7). */
const fetchByKey: QueryFunction = ({ queryKey, signal }) => apiGet(queryKey.join("/"), { signal });

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: fetchByKey,
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !error.message.includes("401"),
      },
      mutations: { retry: false },
    },
  });
}
