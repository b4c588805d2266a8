import type { FastifyRequest } from "fastify";
import { LIVE_ORIGIN_HEADER, type LiveNotice, type LiveTopic } from "../../../shared/contracts/events.js";
import type { Prospect } from "../../../shared/contracts/prospects.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Changes this request made, published once it has answered successfully (live-updates plugin). */
    liveNotices: LiveNotice[] | null;
  }
}

const ORIGIN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Records that the request changed `topic` data of `campaignId` (null: agency-wide data, seen by
 * SDRs only), with the changed prospect when it is one. Nothing is sent unless the request succeeds.
 */
export function announce(
  request: FastifyRequest,
  topic: LiveTopic,
  campaignId: string | null,
  row?: Prospect,
): void {
  const origin = request.headers[LIVE_ORIGIN_HEADER];
  const notice: LiveNotice = { t: topic, c: campaignId };
  if (typeof origin === "string" && ORIGIN_PATTERN.test(origin)) notice.o = origin;
  if (row) notice.r = row;
  request.liveNotices ??= [];
  request.liveNotices.push(notice);
}

/** Whether a signed-in user may receive a notice: SDRs all, a client only its own campaign's. */
export function mayReceive(
  viewer: { role: "client" | "sdr"; campaignId: string | null },
  notice: LiveNotice,
): boolean {
  if (viewer.role === "sdr") return true;
  return notice.c !== null && notice.c === viewer.campaignId;
}
