import type { SessionUser } from "../../shared/contracts/auth";
import { DEMO_CLIENT_EMAIL } from "../../shared/contracts/demo";
import { useSession } from "./session";
import { type SimulatedClient, useSimulatedClient } from "./simulated-client";
import { isManager } from "./staff-rights";

/** What the viewer may do with the do-not-contact list (the Do Not Contact screen and Prospect Details). */
export interface DoNotContactRights {
  /** Puts entries on the list: typed in, imported, or from Prospect Details. */
  canAdd: boolean;
  /** Agency staff outside God Mode: the entries of every client they reach, and which one an entry is for. */
  agency: boolean;
  /** The owner and managers: entries for every client at once (agency-wide). */
  agencyWide: boolean;
  /** The owner and managers: Remove. */
  canRemove: boolean;
  /** Why the list cannot be changed here; null when it can. */
  readOnlyReason: string | null;
}

const NONE: DoNotContactRights = {
  canAdd: false,
  agency: false,
  agencyWide: false,
  canRemove: false,
  readOnlyReason: null,
};

/**
 * The owner and managers change every entry; staff in the SDR role add entries for the clients they
 * work; a client adds its own company's (never agency-wide, never removes). God Mode shows the
 * client's view read-only, the demo account cannot be changed, and a client without a campaign has
 * no list yet.
 */
export function doNotContactRights(
  user: SessionUser | null,
  simulated: SimulatedClient | null,
): DoNotContactRights {
  if (!user) return NONE;
  if (user.type === "sdr") {
    if (simulated) {
      return {
        ...NONE,
        readOnlyReason: `You are viewing the app as ${simulated.companyName}: the list is read-only in God Mode.`,
      };
    }
    const manager = isManager(user);
    return { canAdd: true, agency: true, agencyWide: manager, canRemove: manager, readOnlyReason: null };
  }
  if (user.email === DEMO_CLIENT_EMAIL) {
    return { ...NONE, readOnlyReason: "The demo account cannot be changed." };
  }
  if (!user.campaignId) {
    return {
      ...NONE,
      readOnlyReason: "Your do-not-contact list opens once the agency has set up your campaign.",
    };
  }
  return { ...NONE, canAdd: true };
}

export function useDoNotContactRights(): DoNotContactRights {
  const { user } = useSession();
  return doNotContactRights(user, useSimulatedClient());
}
