import { CalendarCheck, KeyRound, ScrollText, ShieldCheck, Webhook } from "lucide-react";
import { useSession } from "../../shared/session";
import { isOwner } from "../../shared/staff-rights";
import { TabbedPage } from "../../shared/tabbed-page";
import { ApiKeysTab } from "./api-keys-tab";
import { AuditLogTab } from "./audit-log-tab";
import { CalendlyTab } from "./calendly-tab";
import { SecurityTab } from "./security-tab";
import { WebhooksTab } from "./webhooks-tab";

/** Settings (managers): API keys, outgoing webhooks, meetings from Calendly, the audit log; security for the owner. */
export default function SettingsPage() {
  const { user } = useSession();
  const owner = isOwner(user);
  return (
    <TabbedPage
      title="Settings"
      description={
        owner
          ? "Connect Outreach Desk to other tools (API keys, webhooks, Calendly bookings), see who did what in the audit log, and decide how staff sign in."
          : "Connect Outreach Desk to other tools (API keys, webhooks, meetings booked through Calendly) and see who did what in the audit log."
      }
      tabsLabel="Settings sections"
      tabs={[
        { value: "api-keys", label: "API keys", icon: KeyRound, content: <ApiKeysTab /> },
        { value: "webhooks", label: "Webhooks", icon: Webhook, content: <WebhooksTab /> },
        { value: "calendly", label: "Calendly", icon: CalendarCheck, content: <CalendlyTab /> },
        { value: "audit-log", label: "Audit log", icon: ScrollText, content: <AuditLogTab /> },
        ...(owner
          ? [{ value: "security", label: "Security", icon: ShieldCheck, content: <SecurityTab /> }]
          : []),
      ]}
    />
  );
}
