import { CalendarCheck, KeyRound, ScrollText, Webhook } from "lucide-react";
import { TabbedPage } from "../../shared/tabbed-page";
import { ApiKeysTab } from "./api-keys-tab";
import { AuditLogTab } from "./audit-log-tab";
import { CalendlyTab } from "./calendly-tab";
import { WebhooksTab } from "./webhooks-tab";

/** Settings (managers): API keys, outgoing webhooks, meetings from Calendly, and the audit log. */
export default function SettingsPage() {
  return (
    <TabbedPage
      title="Settings"
      description="Connect Outreach Desk to other tools (API keys, webhooks, meetings booked through Calendly) and see who did what in the audit log."
      tabsLabel="Settings sections"
      tabs={[
        { value: "api-keys", label: "API keys", icon: KeyRound, content: <ApiKeysTab /> },
        { value: "webhooks", label: "Webhooks", icon: Webhook, content: <WebhooksTab /> },
        { value: "calendly", label: "Calendly", icon: CalendarCheck, content: <CalendlyTab /> },
        { value: "audit-log", label: "Audit log", icon: ScrollText, content: <AuditLogTab /> },
      ]}
    />
  );
}
