import type { SessionUser } from "../../shared/contracts/auth";
import { hasStaffRole } from "../../shared/contracts/staff-roles";

/**
 * Whether the user runs the agency (its owner or a manager): the agency's settings, every campaign and
 * its staff. Staff in the SDR role work only the campaigns assigned to them; clients are never managers.
 */
export function isManager(user: SessionUser | null | undefined): boolean {
  return user?.type === "sdr" && hasStaffRole(user.staffRole, "manager");
}

/** Whether the user is the agency's owner, the one who hands ownership on. */
export function isOwner(user: SessionUser | null | undefined): boolean {
  return user?.type === "sdr" && hasStaffRole(user.staffRole, "owner");
}

/** What the SDR role's pages say before a manager has put them on any campaign. */
export const NO_CAMPAIGN_ASSIGNED =
  "No campaigns are assigned to you yet. A manager adds you to a campaign in the connection matrix.";
