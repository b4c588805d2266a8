import { PRIVACY_LOG_ACTIONS, type PrivacyLogAction } from "../../../shared/contracts/privacy";

export interface LogFilter {
  action: PrivacyLogAction | null;
  /** Local days ("2026-11-30"); empty for no bound. */
  from: string;
  to: string;
}

export const isLogAction = (value: string | null): value is PrivacyLogAction =>
  PRIVACY_LOG_ACTIONS.some((action) => action === value);

/** The log's query for the filter, or what is wrong with the range. */
export function logQuery(
  filter: LogFilter,
): { query: { action?: PrivacyLogAction; from?: string; to?: string } } | { error: string } {
  if (filter.from && filter.to && filter.from > filter.to) {
    return { error: "The start date must be on or before the end date" };
  }
  return {
    query: {
      ...(filter.action ? { action: filter.action } : {}),
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
    },
  };
}
