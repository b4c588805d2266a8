import type { FastifyRequest } from "fastify";
import { LIVE_ORIGIN_HEADER, type LiveNotice } from "../../../shared/contracts/events.js";
import type { StaffRole } from "../../../shared/contracts/staff-roles.js";
import { type Change, campaignOfChange } from "./changes.js";

const ORIGIN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The live notices of a request's changes (changes.ts): each says which topic of which campaign
 * changed (null: agency-wide data, seen by SDRs only), with the changed prospect when it is one, and
 * the writer's tab (its `x-live-origin` header) so that the tab can skip it.
 */
export function noticesOf(request: FastifyRequest, changes: readonly Change[]): LiveNotice[] {
  const origin = request.headers[LIVE_ORIGIN_HEADER];
  const tab = typeof origin === "string" && ORIGIN_PATTERN.test(origin) ? origin : undefined;
  return changes.map((change) => {
    const notice: LiveNotice = { t: change.topic, c: campaignOfChange(change) };
    if (tab) notice.o = tab;
    if (change.topic === "prospects" && change.row) notice.r = change.row;
    return notice;
  });
}

/**
 * Whether a signed-in user may receive a notice: owners and managers all; an SDR the agency-wide ones
 * and those of the campaigns they work (`worked`, read when the stream opened and again after each
 * change to the matrix); a client only its own campaign's.
 */
export function mayReceive(
  viewer: { role: "client" | "sdr"; staffRole: StaffRole | null; campaignId: string | null },
  notice: LiveNotice,
  worked: ReadonlySet<string> | null,
): boolean {
  if (viewer.role === "sdr") {
    return viewer.staffRole !== "sdr" || notice.c === null || worked?.has(notice.c) === true;
  }
  return notice.c !== null && notice.c === viewer.campaignId;
}
