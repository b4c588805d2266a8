import type { SessionUser } from "../../shared/contracts/auth";
import { DEMO_CLIENT_EMAIL } from "../../shared/contracts/demo";
import { useSession } from "./session";
import { type SimulatedClient, useSimulatedClient } from "./simulated-client";

/** What the viewer may do with the do-not-contact list (the Do Not Contact screen and Prospect Details). */
export interface DoNotContactRights {
  /** Puts entries on the list: typed in, imported, or from Prospect Details. */
  canAdd: boolean;
  /** Agency staff outside God Mode: every client's entries, agency-wide ones, and Remove. */
  agency: boolean;
  /** Why the list cannot be changed here; null when it can. */
  readOnlyReason: string | null;
}

const NONE: DoNotContactRights = { canAdd: false, agency: false, readOnlyReason: null };

/**
 * Agency staff change every entry; a client adds its own company's (never agency-wide, never removes).
 * God Mode shows the client's view read-only, the demo account cannot be changed, and a client
 * without a campaign has no list yet.
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
    return { canAdd: true, agency: true, readOnlyReason: null };
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
  return { canAdd: true, agency: false, readOnlyReason: null };
}

export function useDoNotContactRights(): DoNotContactRights {
  const { user } = useSession();
  return doNotContactRights(user, useSimulatedClient());
}
