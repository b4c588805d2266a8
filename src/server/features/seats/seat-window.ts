import type { Cadence } from "../../../shared/contracts/cadence.js";

/** The cadence's default acceptance window, which also caps a seat's. */
const DEFAULT_WINDOW_DAYS = 21;

/** How long a seat's invites may stay pending: the shortest acceptance window of its campaigns' cadences. */
export const seatAcceptanceWindow = (cadences: Map<string, Cadence>) =>
  Math.min(DEFAULT_WINDOW_DAYS, ...[...cadences.values()].map((cadence) => cadence.acceptanceWindowDays));
