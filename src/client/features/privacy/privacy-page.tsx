import { ClipboardList, History, Hourglass } from "lucide-react";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePageTitle } from "../../lib/use-page-title";
import { PageHeader } from "../../shared/page-header";
import { PrivacyLogTab } from "./privacy-log-tab";
import { RequestsTab } from "./requests-tab";
import { RetentionTab } from "./retention-tab";

const TABS = ["requests", "retention", "log"] as const;
type TabName = (typeof TABS)[number];
const isTab = (value: string | null): value is TabName => TABS.some((tab) => tab === value);

/** Privacy (agency staff only): erasure and access requests, retention per client, and the privacy log. */
export default function PrivacyPage() {
  usePageTitle("Privacy");
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: TabName = isTab(requested) ? requested : "requests";

  function selectTab(next: string) {
    setParams(next === "requests" ? {} : { tab: next }, { replace: true });
  }

  return (
    <>
      <PageHeader
        title="Privacy"
        description="Answer erasure and access requests, set how long people are kept, and read the privacy log."
      />
      <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
        <TabsList aria-label="Privacy sections" className="grid grid-cols-3 sm:inline-flex">
          <TabsTrigger value="requests" className="justify-center">
            <ClipboardList aria-hidden className="hidden sm:block" />
            Requests
          </TabsTrigger>
          <TabsTrigger value="retention" className="justify-center">
            <Hourglass aria-hidden className="hidden sm:block" />
            Retention
          </TabsTrigger>
          <TabsTrigger value="log" className="justify-center">
            <History aria-hidden className="hidden sm:block" />
            Privacy log
          </TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <RequestsTab />
        </TabsContent>
        <TabsContent value="retention">
          <RetentionTab />
        </TabsContent>
        <TabsContent value="log">
          <PrivacyLogTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
