/** Calendar dates as "YYYY-MM-DD", in UTC: the day a subscription renews is the same for everyone. */

export function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The same day `months` later; the 31st becomes the month's last day where it is shorter (Jan 31 -> Feb 28). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return utcDate(target);
}

/**
 * The renewal a running subscription is heading for: the first monthly anniversary of its start that is
 * today or later (a subscription started on Jan 31 renews on Feb 28, then Mar 31).
 */
export function upcomingRenewal(startedOn: string, today: string): string {
  let months = 1;
  let renewal = addMonths(startedOn, months);
  while (renewal < today) renewal = addMonths(startedOn, ++months);
  return renewal;
}
