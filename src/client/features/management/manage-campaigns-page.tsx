import { Building2, CalendarCheck, Network, Users } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePageTitle } from "../../lib/use-page-title";
import { useTabParam } from "../../lib/use-tab-param";
import { PageHeader } from "../../shared/page-header";
import { type SectionTab, tabValues } from "../../shared/section-tabs";
import { ClientsTab } from "./clients-tab";
import { ConnectionMatrixTab } from "./connection-matrix-tab";
import { ManagedTab } from "./managed-tab";
import { SCHEDULER_ENTITY } from "./scheduler-entity";
import { SdrsTab } from "./sdrs-tab";
import { SummaryCards } from "./summary-cards";

const TABLES: [SectionTab, ...SectionTab[]] = [
  { value: "connections", label: "Connection Matrix", icon: Network, content: <ConnectionMatrixTab /> },
  { value: "sdrs", label: "SDRs", icon: Users, content: <SdrsTab /> },
  { value: "clients", label: "Clients", icon: Building2, content: <ClientsTab /> },
  {
    value: "schedulers",
    label: "Schedulers",
    icon: CalendarCheck,
    content: <ManagedTab entity={SCHEDULER_ENTITY} />,
  },
];

/**
 * Spec "Manage Campaigns" (the owner and managers): summary cards and four tabs. The open tab is kept
 * in ?tab=.
 */
export default function ManageCampaignsPage() {
  usePageTitle("Manage Campaigns");
  const [tab, selectTab] = useTabParam(tabValues(TABLES));

  return (
    <>
      <PageHeader
        title="Manage Campaigns"
        description="Link client companies with SDRs and schedulers, and launch their campaigns."
      />
      <SummaryCards />
      <Tabs value={tab} onValueChange={selectTab} className="mt-6 min-w-0">
        <TabsList aria-label="Management tables" className="grid grid-cols-2 sm:inline-flex">
          {TABLES.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABLES.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
