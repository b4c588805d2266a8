import { type SQL, sql } from "drizzle-orm";
import { fieldError } from "../http/errors.js";

/**
 * The condition that `column` falls on the local days from `from` to `to` (both included, either
 * optional) in `timeZone`: what a log's date filters mean. A start after the end is refused on `from`.
 */
export function localDayRange(column: SQL, range: { from?: string; to?: string }, timeZone: string): SQL {
  if (range.from && range.to && range.from > range.to) {
    throw fieldError("from", "The start date must not be after the end date");
  }
  return sql.join(
    [
      range.from ? sql`${column} >= (${range.from}::date)::timestamp at time zone ${timeZone}` : sql`true`,
      range.to ? sql`${column} < (${range.to}::date + 1)::timestamp at time zone ${timeZone}` : sql`true`,
    ],
    sql` and `,
  );
}
