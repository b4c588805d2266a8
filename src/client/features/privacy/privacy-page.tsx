import { ClipboardList, History, Hourglass } from "lucide-react";
import { TabbedPage } from "../../shared/tabbed-page";
import { PrivacyLogTab } from "./privacy-log-tab";
import { RequestsTab } from "./requests-tab";
import { RetentionTab } from "./retention-tab";

/** Privacy (agency staff only): erasure and access requests, retention per client, and the privacy log. */
export default function PrivacyPage() {
  return (
    <TabbedPage
      title="Privacy"
      description="Answer erasure and access requests, set how long people are kept, and read the privacy log."
      tabsLabel="Privacy sections"
      tabs={[
        { value: "requests", label: "Requests", icon: ClipboardList, content: <RequestsTab /> },
        { value: "retention", label: "Retention", icon: Hourglass, content: <RetentionTab /> },
        { value: "log", label: "Privacy log", icon: History, content: <PrivacyLogTab /> },
      ]}
    />
  );
}
