import { QueryClient } from "@tanstack/react-query";

// No default fetcher: every query reads an endpoint record (lib/endpoints.ts), which types its answer.

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
