const count = new Intl.NumberFormat("en-US");
const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 12345 -> "12,345". */
export const formatCount = (value: number) => count.format(value);

/** Spec section 9: rates are percentages with one decimal. 23 -> "23.0%". */
export const formatPercent = (value: number) => `${oneDecimal.format(value)}%`;

/** Days to one decimal; "—" when nothing was ever touched. */
export const formatDays = (value: number | null) => (value === null ? "—" : oneDecimal.format(value));

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const dayLabelLong = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The server's calendar day ("2025-03-04") read as a date without shifting it into the browser's zone. */
export const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** "2025-03-04" -> "Mar 4". */
export const formatDay = (day: string) => dayLabel.format(parseDay(day));

/** "2025-03-04" -> "Tue, Mar 4, 2025". */
export const formatDayLong = (day: string) => dayLabelLong.format(parseDay(day));
