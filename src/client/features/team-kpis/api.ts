import { useQuery } from "@tanstack/react-query";
import type { Period } from "../../../shared/contracts/metrics";
import { type TeamKpis, teamKpisSchema } from "../../../shared/contracts/team-kpis";
import { apiGet } from "../../lib/api";

export const TEAM_KPIS_PATH = "/api/team-kpis";

/** Keys start with the path, so `invalidateQueries({ queryKey: [TEAM_KPIS_PATH] })` refreshes every period. */
export const teamKpisKey = (period: Period) => [TEAM_KPIS_PATH, { period }] as const;

/** Team KPIs for a period; another period's figures stay on screen (dimmed) while the next one loads. */
export function useTeamKpis(period: Period) {
  return useQuery({
    queryKey: teamKpisKey(period),
    queryFn: async ({ signal }): Promise<TeamKpis> =>
      teamKpisSchema.parse(
        await apiGet<unknown>(`${TEAM_KPIS_PATH}?period=${encodeURIComponent(period)}`, { signal }),
      ),
    placeholderData: (previous) => previous,
    refetchOnWindowFocus: true,
  });
}
