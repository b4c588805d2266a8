import { ACCOUNT_TYPE_LABELS } from "../../../shared/contracts/cadence";
import type { Seat } from "../../../shared/contracts/seats";

/** The profile address as people read it: without the scheme and "www.". */
export const profileText = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");

/** "Dana Reyes (SDR)" or "Acme Corp (client's own account)". */
export const ownerText = (owner: Seat["owner"]) =>
  owner.kind === "sdr" ? `${owner.name} (SDR)` : `${owner.name} (client's own account)`;

/** "SDR" or "Client's own account", under the owner's name. */
export const ownerKindText = (owner: Seat["owner"]) =>
  owner.kind === "sdr" ? "SDR" : "Client's own account";

export const accountTypeText = (seat: Seat) => ACCOUNT_TYPE_LABELS[seat.budget.accountType];

/** "Acme, Globex"; "No campaigns yet". */
export const campaignsText = (seat: Seat) =>
  seat.campaigns.length === 0
    ? "No campaigns yet"
    : seat.campaigns.map((campaign) => campaign.client).join(", ");

export const seatPath = (seatId: string) => `/seats/${seatId}`;
export const reportPath = (seatId: string, importId: string) => `/seats/${seatId}/imports/${importId}`;
