import { useQuery } from "@tanstack/react-query";
import { teamKpiEndpoints as api } from "../../../shared/contracts/endpoints/team-kpis";
import type { Period } from "../../../shared/contracts/metrics";
import { callEndpoint } from "../../lib/endpoints";

export const TEAM_KPIS_PATH = api.read.path;

/** Keys start with the path, so `invalidateQueries({ queryKey: [TEAM_KPIS_PATH] })` refreshes every period. */
export const teamKpisKey = (period: Period) => [TEAM_KPIS_PATH, { period }] as const;

/** Team KPIs for a period; another period's figures stay on screen (dimmed) while the next one loads. */
export function useTeamKpis(period: Period) {
  return useQuery({
    queryKey: teamKpisKey(period),
    queryFn: ({ signal }) => callEndpoint(api.read, { query: { period } }, { signal }),
    placeholderData: (previous) => previous,
    refetchOnWindowFocus: true,
  });
}
