import { type QueryKey, useQuery } from "@tanstack/react-query";
import { endpointUrl } from "../../shared/contracts/endpoint";
import { metricsEndpoints as api } from "../../shared/contracts/endpoints/metrics";
import type { Period } from "../../shared/contracts/metrics";
import { callEndpoint } from "../lib/endpoints";

/** What a dashboard shows: one campaign, or every campaign together (SDRs only). */
export type DashboardScope = { kind: "campaign"; campaignId: string } | { kind: "all" };

export const metricsPath = (scope: DashboardScope) =>
  scope.kind === "all"
    ? endpointUrl(api.allMetrics)
    : endpointUrl(api.campaignMetrics, { params: { id: scope.campaignId } });

export const activityPath = (scope: DashboardScope) =>
  scope.kind === "all"
    ? endpointUrl(api.allActivity)
    : endpointUrl(api.campaignActivity, { params: { id: scope.campaignId } });

/**
 * The keys start with the URL path, so a write elsewhere can refresh every period of a campaign with
 * `invalidateQueries({ queryKey: [metricsPath(scope)] })`.
 */
export const metricsKey = (scope: DashboardScope, period: Period): QueryKey => [
  metricsPath(scope),
  { period },
];
export const activityKey = (scope: DashboardScope, period: Period): QueryKey => [
  activityPath(scope),
  { period },
];

const fetchMetrics = (scope: DashboardScope, period: Period, signal: AbortSignal) =>
  scope.kind === "all"
    ? callEndpoint(api.allMetrics, { query: { period } }, { signal })
    : callEndpoint(api.campaignMetrics, { params: { id: scope.campaignId }, query: { period } }, { signal });

const fetchActivity = (scope: DashboardScope, period: Period, signal: AbortSignal) =>
  scope.kind === "all"
    ? callEndpoint(api.allActivity, { query: { period } }, { signal })
    : callEndpoint(api.campaignActivity, { params: { id: scope.campaignId }, query: { period } }, { signal });

/**
 * A dashboard query of one period, keyed by its path then the period. While another period of the same
 * campaign loads, its figures stay on screen (dimmed by the page); a different campaign never shows the
 * previous one's figures.
 */
function usePeriodQuery<T>(queryKey: QueryKey, fetch: (signal: AbortSignal) => Promise<T>, enabled: boolean) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === queryKey[0] ? previous : undefined,
    enabled,
  });
}

export function useMetrics(scope: DashboardScope, period: Period, enabled = true) {
  return usePeriodQuery(metricsKey(scope, period), (signal) => fetchMetrics(scope, period, signal), enabled);
}

export function useDailyActivity(scope: DashboardScope, period: Period, enabled = true) {
  return usePeriodQuery(
    activityKey(scope, period),
    (signal) => fetchActivity(scope, period, signal),
    enabled,
  );
}
