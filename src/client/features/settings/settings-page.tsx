import { CalendarCheck, KeyRound, Webhook } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { ApiKeysTab } from "./api-keys-tab";
import { CalendlyTab } from "./calendly-tab";
import { WebhooksTab } from "./webhooks-tab";

const TABS = ["api-keys", "webhooks", "calendly"] as const;
type TabName = (typeof TABS)[number];
const isTab = (value: string | null): value is TabName => TABS.some((tab) => tab === value);

/** Settings (agency staff only): API keys, outgoing webhooks and meetings from Calendly. */
export default function SettingsPage() {
  usePageTitle("Settings");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabName = isTab(requested) ? requested : "api-keys";

  function selectTab(next: string) {
    setParams(next === "api-keys" ? {} : { tab: next }, { replace: true });
  }

  return (
    <>
      <PageHeader
        title="Settings"
        description="Connect Outreach Desk to other tools: API keys, webhooks and meetings booked through Calendly."
      />
      <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
        <TabsList aria-label="Settings sections" className="grid grid-cols-3 sm:inline-flex">
          <TabsTrigger value="api-keys" className="justify-center">
            <KeyRound aria-hidden className="hidden sm:block" />
            API keys
          </TabsTrigger>
          <TabsTrigger value="webhooks" className="justify-center">
            <Webhook aria-hidden className="hidden sm:block" />
            Webhooks
          </TabsTrigger>
          <TabsTrigger value="calendly" className="justify-center">
            <CalendarCheck aria-hidden className="hidden sm:block" />
            Calendly
          </TabsTrigger>
        </TabsList>
        <TabsContent value="api-keys">
          <ApiKeysTab />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksTab />
        </TabsContent>
        <TabsContent value="calendly">
          <CalendlyTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
