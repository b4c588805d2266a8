import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PoolAssign, PoolAssignResult, PoolList } from "../../../shared/contracts/pool";
import { apiRequest } from "../../lib/api";
import { invalidateAfterWrite } from "./api";

export const POOL_PATH = "/api/pool-prospects";

/** The newest unassigned people matching `q`, and how many match in all. */
export function usePool(q: string) {
  const search = q.trim();
  return useQuery<PoolList>({
    queryKey: [search ? `${POOL_PATH}?q=${encodeURIComponent(search)}` : POOL_PATH],
    // While a new search loads, the table keeps the last answer instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** Assigns pool people to a campaign; the pool and that campaign's lists and figures are fetched again. */
export function useAssignFromPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PoolAssign) => apiRequest<PoolAssignResult>("POST", `${POOL_PATH}/assign`, body),
    // The campaign's prospects feed the pool too (an assigned person leaves it).
    onSettled: (_data, _error, body) => invalidateAfterWrite(queryClient, body.campaignId),
  });
}
