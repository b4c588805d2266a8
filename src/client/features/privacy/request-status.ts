import type { PrivacyRequest } from "../../../shared/contracts/privacy";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The browser's local calendar day of `date`: "2026-11-30" (what a date input holds). */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

export type RequestStatus = { state: "completed"; completedAt: string } | { state: "open"; overdue: boolean };

/** Completed, or open; an open request is overdue once its due day has passed (`today` is a local day). */
export function requestStatus(
  request: Pick<PrivacyRequest, "completedAt" | "dueOn">,
  today: string,
): RequestStatus {
  return request.completedAt
    ? { state: "completed", completedAt: request.completedAt }
    : { state: "open", overdue: isOverdue(request, today) };
}

/** Open requests first, the ones due soonest leading; then completed ones, the latest first. */
export function sortRequests<R extends Pick<PrivacyRequest, "completedAt" | "dueOn" | "receivedOn">>(
  requests: readonly R[],
): R[] {
  return [...requests].sort((a, b) => {
    if (!a.completedAt !== !b.completedAt) return a.completedAt ? 1 : -1;
    if (!a.completedAt || !b.completedAt) return a.dueOn.localeCompare(b.dueOn);
    return b.completedAt.localeCompare(a.completedAt);
  });
}

export const isOverdue = (request: Pick<PrivacyRequest, "completedAt" | "dueOn">, today: string) =>
  !request.completedAt && request.dueOn < today;
