/**
 * The agency's staff roles, most rights first (DESIGN section 5):
 * - owner: one per agency, transferable; everything, and the only one who hands ownership on;
 * - manager: administers campaigns, staff and agency settings;
 * - sdr: works the campaigns whose connection-matrix rows name them, and nothing agency-wide.
 */
export const STAFF_ROLES = ["owner", "manager", "sdr"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles a manager may give on the roster; ownership moves only by a transfer. */
export const ASSIGNABLE_STAFF_ROLES = ["manager", "sdr"] as const;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  manager: "Manager",
  sdr: "SDR",
};

/** Whether `role` carries at least the rights of `needed` (owner > manager > sdr). */
export function hasStaffRole(role: StaffRole | null | undefined, needed: StaffRole): boolean {
  if (!role) return false;
  return STAFF_ROLES.indexOf(role) <= STAFF_ROLES.indexOf(needed);
}

/** Every role that meets `needed`, for the reviewed route list: "manager" -> owner, manager. */
export const rolesMeeting = (needed: StaffRole): StaffRole[] =>
  STAFF_ROLES.filter((role) => hasStaffRole(role, needed));

export const STAFF_ONLY = "This is available to agency staff only.";
export const MANAGERS_ONLY = "This is available to the agency's managers only.";
export const OWNER_ONLY = "Only the agency's owner can do this.";
export const OWNER_ROLE_FIXED = "The owner's role changes only by transferring ownership.";
export const OWNER_STAYS = "Transfer ownership before archiving or terminating the owner.";
