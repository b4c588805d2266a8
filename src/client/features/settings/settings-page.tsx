import { CalendarCheck, KeyRound, Webhook } from "lucide-react";
import { TabbedPage } from "../../shared/tabbed-page";
import { ApiKeysTab } from "./api-keys-tab";
import { CalendlyTab } from "./calendly-tab";
import { WebhooksTab } from "./webhooks-tab";

/** Settings (agency staff only): API keys, outgoing webhooks and meetings from Calendly. */
export default function SettingsPage() {
  return (
    <TabbedPage
      title="Settings"
      description="Connect Outreach Desk to other tools: API keys, webhooks and meetings booked through Calendly."
      tabsLabel="Settings sections"
      tabs={[
        { value: "api-keys", label: "API keys", icon: KeyRound, content: <ApiKeysTab /> },
        { value: "webhooks", label: "Webhooks", icon: Webhook, content: <WebhooksTab /> },
        { value: "calendly", label: "Calendly", icon: CalendarCheck, content: <CalendlyTab /> },
      ]}
    />
  );
}
