const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const localDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** 2475000 -> "$24,750"; 27950 -> "$279.50". */
export const formatDollars = (cents: number) => usd.format(cents / 100);

/** A calendar day ("2025-03-04") -> "Mar 4, 2025", never shifted into the browser's zone. */
export const formatDay = (value: string) => day.format(new Date(`${value}T00:00:00Z`));

/** An ISO timestamp -> the browser's calendar day, "Mar 4, 2025". */
export const formatTimestampDay = (value: string) => localDay.format(new Date(value));
