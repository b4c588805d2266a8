import { CalendarCheck, KeyRound, ShieldCheck, Webhook } from "lucide-react";
import { useSession } from "../../shared/session";
import { TabbedPage } from "../../shared/tabbed-page";
import { ApiKeysTab } from "./api-keys-tab";
import { CalendlyTab } from "./calendly-tab";
import { SecurityTab } from "./security-tab";
import { WebhooksTab } from "./webhooks-tab";

/** Settings (agency staff only): API keys, outgoing webhooks, meetings from Calendly; security for the owner. */
export default function SettingsPage() {
  const { user } = useSession();
  const isOwner = user?.type === "sdr" && user.staffRole === "owner";
  return (
    <TabbedPage
      title="Settings"
      description={
        isOwner
          ? "Connect Outreach Desk to other tools (API keys, webhooks, Calendly bookings), and decide how staff sign in."
          : "Connect Outreach Desk to other tools: API keys, webhooks and meetings booked through Calendly."
      }
      tabsLabel="Settings sections"
      tabs={[
        { value: "api-keys", label: "API keys", icon: KeyRound, content: <ApiKeysTab /> },
        { value: "webhooks", label: "Webhooks", icon: Webhook, content: <WebhooksTab /> },
        { value: "calendly", label: "Calendly", icon: CalendarCheck, content: <CalendlyTab /> },
        ...(isOwner
          ? [{ value: "security", label: "Security", icon: ShieldCheck, content: <SecurityTab /> }]
          : []),
      ]}
    />
  );
}
