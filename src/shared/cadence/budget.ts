import type { CadenceBudget } from "../contracts/cadence.js";
import { addCalendarDays, localDateOf, startOfLocalDay } from "./business-days.js";

const WEEK_MS = 7 * 86_400_000;

/** What a campaign's LinkedIn account may still send at one moment. */
export interface SendAllowance {
  sentToday: number;
  /** Sent in the rolling 7 days (the last 168 hours). */
  sentLast7Days: number;
  remainingToday: number;
  /** Null when there is no 7-day limit. */
  remainingLast7Days: number | null;
  /** How many may be sent now: the smaller of the two. */
  remaining: number;
  /** When nothing may be sent: the ISO instant the next one may; null when a limit is 0 or one remains. */
  nextSlotAt: string | null;
}

export interface SendLimits {
  perDay: number;
  per7Days?: number;
}

/**
 * Counts sends at or before `now`: today's by the calendar day in the company's zone, the week's over
 * the rolling 7 days. When a limit is reached, the next slot opens at the company's next midnight (day
 * limit) or when enough of the oldest sends leave the 7 days (week limit), whichever is later.
 */
export function sendAllowance(
  sentAt: readonly (string | Date)[],
  limits: SendLimits,
  now: Date,
  timeZone: string,
): SendAllowance {
  const nowMs = now.getTime();
  const times = sentAt
    .map((time) => new Date(time).getTime())
    .filter((ms) => Number.isFinite(ms) && ms <= nowMs)
    .sort((a, b) => a - b);
  const today = localDateOf(now, timeZone);
  const sentToday = times.filter((ms) => localDateOf(new Date(ms), timeZone) === today).length;
  const week = times.filter((ms) => ms > nowMs - WEEK_MS);

  const remainingToday = Math.max(0, limits.perDay - sentToday);
  const remainingLast7Days =
    limits.per7Days === undefined ? null : Math.max(0, limits.per7Days - week.length);
  const remaining = Math.min(remainingToday, remainingLast7Days ?? remainingToday);

  let nextSlotAt: string | null = null;
  const limitIsZero = limits.perDay <= 0 || limits.per7Days === 0;
  if (remaining === 0 && !limitIsZero) {
    let opensMs = nowMs;
    if (remainingToday === 0) opensMs = startOfLocalDay(addCalendarDays(today, 1), timeZone).getTime();
    if (remainingLast7Days === 0 && limits.per7Days !== undefined) {
      // Once the (count - limit + 1) oldest sends have left the window, one slot is free.
      const leaving = week[week.length - limits.per7Days] as number;
      opensMs = Math.max(opensMs, leaving + WEEK_MS);
    }
    nextSlotAt = new Date(opensMs).toISOString();
  }
  return { sentToday, sentLast7Days: week.length, remainingToday, remainingLast7Days, remaining, nextSlotAt };
}

/** The invites the campaign's account may still send at `now`, by its budget. */
export const inviteAllowance = (
  invitesSentAt: readonly (string | Date)[],
  budget: CadenceBudget,
  now: Date,
  timeZone: string,
): SendAllowance =>
  sendAllowance(
    invitesSentAt,
    { perDay: budget.invitesPerDay, per7Days: budget.invitesPer7Days },
    now,
    timeZone,
  );

/** The messages (m1-m4 and follow-ups) the campaign's account may still send at `now`. */
export const messageAllowance = (
  messagesSentAt: readonly (string | Date)[],
  budget: CadenceBudget,
  now: Date,
  timeZone: string,
): SendAllowance => sendAllowance(messagesSentAt, { perDay: budget.messagesPerDay }, now, timeZone);
