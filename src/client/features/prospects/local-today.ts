import { useEffect, useState } from "react";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The browser's local calendar day of `date`: "2026-11-30". */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/** Milliseconds from `now` until just after the browser's next midnight. */
export function untilNextDay(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime() + 1000;
}

/** Today in the browser's zone; a page left open past midnight moves on to the next day. */
export function useLocalToday(): string {
  const [today, setToday] = useState(() => localDay(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const atMidnight = () => {
      timer = setTimeout(() => {
        setToday(localDay(new Date()));
        atMidnight();
      }, untilNextDay(new Date()));
    };
    atMidnight();
    return () => clearTimeout(timer);
  }, []);
  return today;
}
