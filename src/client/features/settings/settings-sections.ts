import type { SessionUser } from "../../../shared/contracts/auth";
import { isManager, isOwner } from "../../shared/staff-rights";

export type SettingsSection = "api-keys" | "webhooks" | "calendly" | "audit-log" | "side-panel" | "security";

/** The agency's settings, for its owner and managers. */
const AGENCY_SECTIONS: SettingsSection[] = ["api-keys", "webhooks", "calendly", "audit-log"];

/**
 * The Settings tabs a member of staff sees, the first (the default) first: every one has the side panel
 * (their own connections); managers have the agency's settings before it, the owner security after it.
 */
export function settingsSections(user: SessionUser | null): [SettingsSection, ...SettingsSection[]] {
  const agency = isManager(user) ? AGENCY_SECTIONS : [];
  const security: SettingsSection[] = isOwner(user) ? ["security"] : [];
  const [first = "side-panel", ...rest] = [...agency, "side-panel" as const, ...security];
  return [first, ...rest];
}
