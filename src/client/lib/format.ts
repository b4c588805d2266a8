/**
 * How the app writes numbers, money, days and times (US English everywhere).
 *
 * A *day* is a calendar day the server sends as "2025-03-04": it is shown as that day wherever the
 * browser is. A *date* or *time* is an ISO timestamp: it is shown in the browser's time zone.
 */

// ---- numbers -------------------------------------------------------------------------------------

const count = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 12345 -> "12,345". */
export const formatCount = (value: number) => count.format(value);

/** 1 -> "1 row", 12345 -> "12,345 rows". */
export const formatCountOf = (value: number, one: string, many: string) =>
  `${count.format(value)} ${value === 1 ? one : many}`;

/** One decimal: 2.25 -> "2.3", 3 -> "3.0"; "—" when there is no value. */
export const formatDecimal = (value: number | null) => (value === null ? "—" : oneDecimal.format(value));

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A percentage (23 -> "23.0%"), with one decimal unless told otherwise: `{ minDecimals: 0 }` drops a
 * zero decimal ("34%", "33.3%"), `{ maxDecimals: 0 }` rounds to a whole percent ("25%").
 */
export function formatPercent(
  value: number,
  { maxDecimals = 1, minDecimals = maxDecimals }: { maxDecimals?: number; minDecimals?: number } = {},
): string {
  const key = `${minDecimals}-${maxDecimals}`;
  let format = percentFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    });
    percentFormats.set(key, format);
  }
  return `${format.format(value)}%`;
}

/** 10485760 -> "10 MB". */
export const formatMegabytes = (bytes: number) => `${count.format(bytes / (1024 * 1024))} MB`;

const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Cents as dollars: 2475000 -> "$24,750"; 27955 -> "$279.55"; 27950 -> "$279.5" (a zero cent is dropped). */
export const formatDollars = (cents: number) => usd.format(cents / 100);

// ---- calendar days ("2025-03-04") ----------------------------------------------------------------

const dayShort = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const day = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const dayLong = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The server's calendar day ("2025-03-04") read as a date without shifting it into the browser's zone. */
export const parseDay = (value: string) => new Date(`${value}T00:00:00Z`);

/** "2025-03-04" -> "Mar 4". */
export const formatDayShort = (value: string) => dayShort.format(parseDay(value));

/** "2025-03-04" -> "Mar 4, 2025". */
export const formatDay = (value: string) => day.format(parseDay(value));

/** "2025-03-04" -> "Tue, Mar 4, 2025". */
export const formatDayLong = (value: string) => dayLong.format(parseDay(value));

// ---- timestamps, in the browser's zone -----------------------------------------------------------

const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateThisYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The timestamp as a Date; null when there is none or it is not a time. */
function parseTime(value: string | null): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** "Mar 4, 2026", or the fallback when there is no date. */
export function formatDate(value: string | null, fallback: string): string {
  const parsed = parseTime(value);
  return parsed ? date.format(parsed) : fallback;
}

/** "10:15 AM", or the fallback when there is no time. */
export function formatTime(value: string | null, fallback: string): string {
  const parsed = parseTime(value);
  return parsed ? time.format(parsed) : fallback;
}

/** "Mar 4, 2026, 10:15 AM", or the fallback when there is no date. */
export function formatDateTime(value: string | null, fallback: string): string {
  const parsed = parseTime(value);
  return parsed ? dateTime.format(parsed) : fallback;
}

const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const dateNear = (value: Date, now: Date) =>
  (value.getFullYear() === now.getFullYear() ? dateThisYear : date).format(value);

/** Relative to now: "10:15 AM" today, "Mar 4" this year, else "Mar 4, 2025"; null when there is no date. */
export function formatRecentDate(value: string | null, now = new Date()): string | null {
  const parsed = parseTime(value);
  if (!parsed) return null;
  return isSameDay(parsed, now) ? time.format(parsed) : dateNear(parsed, now);
}

/** Relative to now: "10:15 AM" today, else "Mar 4, 10:15 AM" (with the year when not this year's). */
export function formatRecentDateTime(value: string, now = new Date()): string {
  const parsed = parseTime(value);
  if (!parsed) return "";
  return isSameDay(parsed, now) ? time.format(parsed) : `${dateNear(parsed, now)}, ${time.format(parsed)}`;
}
