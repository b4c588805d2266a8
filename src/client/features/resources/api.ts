import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResourceRow } from "../../../shared/contracts/resources";
import { apiGet, apiRequest } from "../../lib/api";

export const RESOURCES_PATH = "/api/resources";

export const resourcesQuery = queryOptions({
  queryKey: [RESOURCES_PATH],
  queryFn: ({ signal }) => apiGet<ResourceRow[]>(RESOURCES_PATH, { signal }),
});

export function useResources() {
  return useQuery(resourcesQuery);
}

/** Saves the whole list; the answer (trimmed, blank rows dropped) replaces the cached one. */
export function useSaveResources() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: ResourceRow[]) => apiRequest<ResourceRow[]>("PUT", RESOURCES_PATH, rows),
    onSuccess: (saved) => queryClient.setQueryData(resourcesQuery.queryKey, saved),
  });
}
