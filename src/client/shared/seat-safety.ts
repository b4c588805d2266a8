import { useQuery } from "@tanstack/react-query";
import { endpointUrl } from "../../shared/contracts/endpoint";
import { seatEndpoints as api } from "../../shared/contracts/endpoints/seats";
import { ACCEPTANCE_SAMPLE, type SeatSafety } from "../../shared/contracts/seats";
import { endpointQuery } from "../lib/endpoints";
import { formatCount, formatDayShort, formatDecimal, formatPercent } from "../lib/format";

/**
 * A seat's safety figures (ADR 0050), as the seat's page, the manager's Today and a campaign's
 * dashboard show them: the acceptance rate with its n and interval, invites per ISO week against the
 * cap, and invitations still pending past the acceptance window.
 */

type Acceptance = SeatSafety["acceptance"];
type StalePending = SeatSafety["stalePending"];

/** Where the keys of the seats' own reads start, and the manager's alerts. */
export const SEATS_PATH = api.list.path;
export const SEAT_ALERTS_PATH = api.alerts.path;

/** The safety of the seat sending for a campaign (null inside when none does). */
export const campaignSeatSafetyPath = (campaignId: string) =>
  endpointUrl(api.campaignSafety, { params: { id: campaignId } });

export function useCampaignSeatSafety(campaignId: string) {
  return useQuery(endpointQuery(api.campaignSafety, { params: { id: campaignId } }));
}

/** Seats whose figures need a manager's eye (managers only: pass false for anyone else). */
export function useSeatAlerts(enabled: boolean) {
  return useQuery({ ...endpointQuery(api.alerts, {}), enabled });
}

/** Whether enough invites are old enough for the rate to mean something. */
export const enoughToJudge = (acceptance: Acceptance) => acceptance.n >= ACCEPTANCE_SAMPLE;

const percent = (value: number) => formatPercent(value);

/**
 * "23.0% (n = 50, 95% interval 13.2–36.1%)", or, before ACCEPTANCE_SAMPLE invites are old enough,
 * "Too few invites old enough to judge (n = 12 of 50)".
 */
export function acceptanceText(acceptance: Acceptance): string {
  const { n, rate, low, high } = acceptance;
  if (!enoughToJudge(acceptance) || rate === null) {
    return `Too few invites old enough to judge (n\u00a0=\u00a0${formatCount(n)} of ${ACCEPTANCE_SAMPLE})`;
  }
  const interval =
    low !== null && high !== null ? `, 95% interval ${formatDecimal(low)}\u2013${formatPercent(high)}` : "";
  return `${percent(rate)} (n\u00a0=\u00a0${formatCount(n)}${interval})`;
}

/** "Alert below 20%". */
export const thresholdText = (acceptance: Acceptance) =>
  `Alert below ${formatPercent(acceptance.threshold, { maxDecimals: 0 })}`;

/** The Monday an ISO week ("2026-W48") starts on, as a calendar day ("2026-11-23"). */
export function isoWeekMonday(week: string): string | null {
  const match = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // January 4th is always in week 1; its week's Monday starts week 1.
  const fourth = Date.UTC(year, 0, 4);
  const weekday = new Date(fourth).getUTCDay() || 7;
  const monday = new Date(fourth + ((number - 1) * 7 - (weekday - 1)) * 86_400_000);
  return monday.toISOString().slice(0, 10);
}

/** "Week 48 (from Nov 23)"; the raw text when it is not an ISO week. */
export function weekLabel(week: string): string {
  const monday = isoWeekMonday(week);
  if (!monday) return week;
  return `Week ${Number(week.slice(-2))} (from ${formatDayShort(monday)})`;
}

/** "12, from the last export", or "Unknown until an export is imported". */
export function stalePendingTotalText(stale: StalePending): string {
  if (stale.total === null) return "unknown until an export is imported";
  return `${formatCount(stale.total)}, from the last export`;
}
