import { useSearchParams } from "react-router";
import type { Period } from "../../shared/contracts/metrics";
import { setSearchParam } from "../lib/search-param";
import { pickPeriod } from "./period-select";

/**
 * A screen's chosen date range, kept in the URL (?period=last-7-days) so a reload or a shared link
 * keeps it; the default leaves the URL clean.
 */
export function usePeriodParam<P extends Period>(
  periods: readonly P[],
  fallback: P,
): [P, (period: P) => void] {
  const [params, setParams] = useSearchParams();
  const period = pickPeriod(params.get("period"), periods, fallback);
  const setPeriod = (next: P) =>
    setSearchParam(setParams, "period", next === fallback ? null : next, { replace: true });
  return [period, setPeriod];
}
