import { type QueryKey, useQuery } from "@tanstack/react-query";
import {
  type DailyActivity,
  dailyActivitySchema,
  type Metrics,
  metricsSchema,
  type Period,
} from "../../shared/contracts/metrics";
import { apiGet } from "../lib/api";

/** What a dashboard shows: one campaign, or every campaign together (SDRs only). */
export type DashboardScope = { kind: "campaign"; campaignId: string } | { kind: "all" };

export const metricsPath = (scope: DashboardScope) =>
  scope.kind === "all" ? "/api/metrics" : `/api/campaigns/${scope.campaignId}/metrics`;

export const activityPath = (scope: DashboardScope) =>
  scope.kind === "all" ? "/api/activity" : `/api/campaigns/${scope.campaignId}/activity`;

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

const withPeriod = (path: string, period: Period) => `${path}?period=${encodeURIComponent(period)}`;

/**
 * While another period of the same campaign loads, its figures stay on screen (dimmed by the page);
 * a different campaign never shows the previous one's figures.
 */
const samePath = (path: string, previousQuery: { queryKey: QueryKey } | undefined) =>
  previousQuery?.queryKey[0] === path;

export function useMetrics(scope: DashboardScope, period: Period, enabled = true) {
  const path = metricsPath(scope);
  return useQuery({
    queryKey: metricsKey(scope, period),
    queryFn: async ({ signal }): Promise<Metrics> =>
      metricsSchema.parse(await apiGet<unknown>(withPeriod(path, period), { signal })),
    placeholderData: (previous, previousQuery) => (samePath(path, previousQuery) ? previous : undefined),
    enabled,
  });
}

export function useDailyActivity(scope: DashboardScope, period: Period, enabled = true) {
  const path = activityPath(scope);
  return useQuery({
    queryKey: activityKey(scope, period),
    queryFn: async ({ signal }): Promise<DailyActivity[]> =>
      dailyActivitySchema.array().parse(await apiGet<unknown>(withPeriod(path, period), { signal })),
    placeholderData: (previous, previousQuery) => (samePath(path, previousQuery) ? previous : undefined),
    enabled,
  });
}
