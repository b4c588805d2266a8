import { ClipboardList, History, Hourglass } from "lucide-react";
import { usePageTitle } from "../../lib/use-page-title";
import { useTabParam } from "../../lib/use-tab-param";
import { PageHeader } from "../../shared/page-header";
import { SectionTabs } from "../../shared/section-tabs";
import { PrivacyLogTab } from "./privacy-log-tab";
import { RequestsTab } from "./requests-tab";
import { RetentionTab } from "./retention-tab";

/** Privacy (agency staff only): erasure and access requests, retention per client, and the privacy log. */
export default function PrivacyPage() {
  usePageTitle("Privacy");
  const [tab, selectTab] = useTabParam(["requests", "retention", "log"]);

  return (
    <>
      <PageHeader
        title="Privacy"
        description="Answer erasure and access requests, set how long people are kept, and read the privacy log."
      />
      <SectionTabs
        label="Privacy sections"
        value={tab}
        onValueChange={selectTab}
        tabs={[
          { value: "requests", label: "Requests", icon: ClipboardList, content: <RequestsTab /> },
          { value: "retention", label: "Retention", icon: Hourglass, content: <RetentionTab /> },
          { value: "log", label: "Privacy log", icon: History, content: <PrivacyLogTab /> },
        ]}
      />
    </>
  );
}
