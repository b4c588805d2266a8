import { queryOptions, useQuery } from "@tanstack/react-query";
import { billingEndpoints } from "../../../shared/contracts/endpoints/billing";
import { endpointQuery } from "../../lib/endpoints";

export const SUBSCRIPTIONS_PATH = billingEndpoints.subscriptions.path;

/** Every subscription with the page's figures (SDRs only); refetched on each visit, payments arrive any time. */
export const subscriptionsQuery = queryOptions({
  ...endpointQuery(billingEndpoints.subscriptions, {}),
  staleTime: 0,
});

export function useSubscriptions() {
  return useQuery(subscriptionsQuery);
}
