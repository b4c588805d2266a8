import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { poolEndpoints as api } from "../../../shared/contracts/endpoints/pool";
import type { PoolAssign } from "../../../shared/contracts/pool";
import { callEndpoint, endpointQuery } from "../../lib/endpoints";
import { invalidateAfterWrite } from "./api";

export const POOL_PATH = api.list.path;

/** The newest unassigned people matching `q`, and how many match in all. */
export function usePool(q: string) {
  return useQuery({
    ...endpointQuery(api.list, { query: { q: q.trim() } }),
    // While a new search loads, the table keeps the last answer instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

/** Assigns pool people to a campaign; the pool and that campaign's lists and figures are fetched again. */
export function useAssignFromPool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PoolAssign) => callEndpoint(api.assign, { body }),
    // The campaign's prospects feed the pool too (an assigned person leaves it).
    onSettled: (_data, _error, body) => invalidateAfterWrite(queryClient, body.campaignId),
  });
}
