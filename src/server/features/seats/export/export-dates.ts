/**
 * The dates of LinkedIn's data export, which writes each file's dates its own way and without a time
 * zone: they are UTC. Two-digit years are 20YY (LinkedIn started in 2003). The patterns are anchored and
 * have no nested repetition, so a long or odd cell costs no backtracking.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

// "12 Mar 2024", "12 Mar 24"
const DAY_MONTH_YEAR = /^(\d{1,2}) ([A-Za-z]{3}) (\d{4}|\d{2})$/;
// "2024-03-12", then optionally "08:00" or "08:00:00", then optionally "UTC" or "Z"
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(?: ?UTC|Z)?)?$/;
// "5/12/21, 3:14 PM", "5/12/2021, 3:14 PM"; newer formatting puts a narrow no-break space before PM.
const MONTH_DAY_YEAR_TIME =
  /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2}),? (\d{1,2}):(\d{2})(?::(\d{2}))?[ \u202f\u00a0]?([AaPp][Mm])$/;

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** A UTC date from its parts, or null when they name no real moment (31 Feb, 25:00). */
function utcDate(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | null {
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

function isoDateTime(value: string): Date | null {
  const iso = ISO.exec(value);
  if (!iso) return null;
  const [, year, month, day, hour, minute, second] = iso;
  return utcDate(
    Number(year),
    Number(month),
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
  );
}

/** Connections.csv's Connected On ("12 Mar 2024", "12 Mar 24" or "2024-03-12") as YYYY-MM-DD. */
export function readConnectedOn(cell: string): string | null {
  const value = cell.trim();
  const short = DAY_MONTH_YEAR.exec(value);
  let date: Date | null = null;
  if (short) {
    const [, day, month, year] = short;
    const monthIndex = MONTHS.indexOf((month ?? "").toLowerCase());
    date = utcDate(fullYear(year ?? ""), monthIndex + 1, Number(day));
  } else if (value.length === 10) {
    date = isoDateTime(value);
  }
  return date ? date.toISOString().slice(0, 10) : null;
}

/**
 * Invitations.csv's Sent At: "5/12/21, 3:14 PM" (month first) or "5/12/2021, 3:14 PM", or
 * "2026-06-01 08:00 UTC" / "2026-06-01 08:00:00 UTC".
 */
export function readSentAt(cell: string): Date | null {
  const value = cell.trim();
  const us = MONTH_DAY_YEAR_TIME.exec(value);
  if (!us) return isoDateTime(value);
  const [, month, day, year, hour, minute, second, half] = us;
  const hour12 = Number(hour);
  if (hour12 < 1 || hour12 > 12) return null;
  const pm = half?.toLowerCase() === "pm";
  return utcDate(
    fullYear(year ?? ""),
    Number(month),
    Number(day),
    (hour12 % 12) + (pm ? 12 : 0),
    Number(minute),
    Number(second ?? 0),
  );
}

/** messages.csv's DATE: "2023-06-11 15:33:58 UTC", or without " UTC". */
export const readMessageDate = (cell: string): Date | null => isoDateTime(cell.trim());
