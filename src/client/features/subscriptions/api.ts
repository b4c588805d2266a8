import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SubscriptionOverview } from "../../../shared/contracts/billing";
import { apiGet } from "../../lib/api";

export const SUBSCRIPTIONS_PATH = "/api/subscriptions";

/** Every subscription with the page's figures (SDRs only); refetched on each visit, payments arrive any time. */
export const subscriptionsQuery = queryOptions({
  queryKey: [SUBSCRIPTIONS_PATH],
  queryFn: ({ signal }) => apiGet<SubscriptionOverview>(SUBSCRIPTIONS_PATH, { signal }),
  staleTime: 0,
});

export function useSubscriptions() {
  return useQuery(subscriptionsQuery);
}
