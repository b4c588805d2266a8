import type { Prospect } from "./prospects.js";

/**
 * What a live-update notice says changed. Each client feature registers what a topic means for its
 * own queries (its `changes.ts`, through src/client/lib/change-topics.ts). No zod here: every page's
 * bundle imports this file.
 */
export const LIVE_TOPICS = [
  "prospects",
  "conversations",
  "imports",
  "management",
  "scripts",
  "resources",
  "cadence",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/**
 * One change notice on `GET /api/events` (event `change`, data: an array of these):
 * t: the topic; c: the campaign it belongs to, or null for agency-wide data (sent to SDRs only);
 * o: the browser tab that made the change (its `x-live-origin` header), which has refreshed already;
 * r: for a single prospect's change, the prospect as it now is, so open lists update that row instead
 * of fetching the whole campaign again.
 */
export interface LiveNotice {
  t: LiveTopic;
  c: string | null;
  o?: string;
  r?: Prospect;
}

/** Header a tab sends with its writes so that it can skip the notices of its own changes. */
export const LIVE_ORIGIN_HEADER = "x-live-origin";

/** SSE event names: `change` carries notices; `resync` means notices may have been missed. */
export const LIVE_EVENTS = { change: "change", resync: "resync" } as const;
