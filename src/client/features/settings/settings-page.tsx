import { CalendarCheck, KeyRound, PanelRight, ScrollText, ShieldCheck, Webhook } from "lucide-react";
import type { SectionTab } from "../../shared/section-tabs";
import { useSession } from "../../shared/session";
import { isManager, isOwner } from "../../shared/staff-rights";
import { TabbedPage } from "../../shared/tabbed-page";
import { ApiKeysTab } from "./api-keys-tab";
import { AuditLogTab } from "./audit-log-tab";
import { CalendlyTab } from "./calendly-tab";
import { SecurityTab } from "./security-tab";
import { type SettingsSection, settingsSections } from "./settings-sections";
import { SidePanelTab } from "./side-panel-tab";
import { WebhooksTab } from "./webhooks-tab";

const TABS: Record<SettingsSection, Omit<SectionTab, "value">> = {
  "api-keys": { label: "API keys", icon: KeyRound, content: <ApiKeysTab /> },
  webhooks: { label: "Webhooks", icon: Webhook, content: <WebhooksTab /> },
  calendly: { label: "Calendly", icon: CalendarCheck, content: <CalendlyTab /> },
  "audit-log": { label: "Audit log", icon: ScrollText, content: <AuditLogTab /> },
  "side-panel": { label: "Side panel", icon: PanelRight, content: <SidePanelTab /> },
  security: { label: "Security", icon: ShieldCheck, content: <SecurityTab /> },
};

function pageDescription(manager: boolean, owner: boolean): string {
  if (owner)
    return "Connect Outreach Desk to other tools (API keys, webhooks, Calendly bookings), see who did what in the audit log, manage your side panels and decide how staff sign in.";
  if (manager)
    return "Connect Outreach Desk to other tools (API keys, webhooks, meetings booked through Calendly), see who did what in the audit log and manage your side panels.";
  return "Connect the side panel that works beside LinkedIn, and disconnect the ones you no longer use.";
}

/**
 * Settings: every member of staff manages their own side panels; managers also API keys, outgoing
 * webhooks, meetings from Calendly and the audit log; the owner security.
 */
export default function SettingsPage() {
  const { user } = useSession();
  const [first, ...rest] = settingsSections(user);
  const tab = (value: SettingsSection): SectionTab => ({ value, ...TABS[value] });
  return (
    <TabbedPage
      title="Settings"
      description={pageDescription(isManager(user), isOwner(user))}
      tabsLabel="Settings sections"
      tabs={[tab(first), ...rest.map(tab)]}
    />
  );
}
