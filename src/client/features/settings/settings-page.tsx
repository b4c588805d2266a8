import { CalendarCheck, KeyRound, Webhook } from "lucide-react";
import { usePageTitle } from "../../lib/use-page-title";
import { useTabParam } from "../../lib/use-tab-param";
import { PageHeader } from "../../shared/page-header";
import { SectionTabs } from "../../shared/section-tabs";
import { ApiKeysTab } from "./api-keys-tab";
import { CalendlyTab } from "./calendly-tab";
import { WebhooksTab } from "./webhooks-tab";

/** Settings (agency staff only): API keys, outgoing webhooks and meetings from Calendly. */
export default function SettingsPage() {
  usePageTitle("Settings");
  const [tab, selectTab] = useTabParam(["api-keys", "webhooks", "calendly"]);

  return (
    <>
      <PageHeader
        title="Settings"
        description="Connect Outreach Desk to other tools: API keys, webhooks and meetings booked through Calendly."
      />
      <SectionTabs
        label="Settings sections"
        value={tab}
        onValueChange={selectTab}
        tabs={[
          { value: "api-keys", label: "API keys", icon: KeyRound, content: <ApiKeysTab /> },
          { value: "webhooks", label: "Webhooks", icon: Webhook, content: <WebhooksTab /> },
          { value: "calendly", label: "Calendly", icon: CalendarCheck, content: <CalendlyTab /> },
        ]}
      />
    </>
  );
}
