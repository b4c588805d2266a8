/** A log's filter: its own choices (an action, an outcome, a name) and a range of local days. */
export interface DayRange {
  /** Local days ("2026-11-30"); empty for no bound. */
  from: string;
  to: string;
}

/** The filter's chosen fields, without the empty ones: what the log's query sends. */
export type LogQuery<F> = { [K in keyof F]?: Exclude<F[K], null | ""> };

/** Whether `value` is one of `values`: a select's string read back as its type. */
export const isOneOf = <const V extends string>(values: readonly V[], value: string | null): value is V =>
  values.some((known) => known === value);

/** The log's query for the filter, or what is wrong with its range of days. */
export function logQuery<F extends DayRange>(filter: F): { query: LogQuery<F> } | { error: string } {
  if (filter.from && filter.to && filter.from > filter.to) {
    return { error: "The start date must be on or before the end date" };
  }
  const chosen = Object.entries(filter).filter(([, value]) => value !== null && String(value).trim() !== "");
  return { query: Object.fromEntries(chosen) as LogQuery<F> };
}
