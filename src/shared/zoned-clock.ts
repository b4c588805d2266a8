/** The wall clock of an instant in an IANA time zone, read with Intl only (server and browser alike). */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  return format;
}

export type WallClock = Record<"year" | "month" | "day" | "hour" | "minute" | "second", number>;

/** The wall-clock fields of `instant` in `timeZone` (`month` 1-12). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return { year, month, day, hour, minute, second };
}

/** The wall-clock time of `instant` in `timeZone`, as milliseconds of the same reading in UTC. */
export function wallClockMs(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) + instant.getUTCMilliseconds();
}
