import { Building2, CalendarCheck, Network, Users } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { usePageTitle } from "../../lib/use-page-title";
import { useTabParam } from "../../lib/use-tab-param";
import { PageHeader } from "../../shared/page-header";
import { ClientsTab } from "./clients-tab";
import { ConnectionMatrixTab } from "./connection-matrix-tab";
import { ManagedTab } from "./managed-tab";
import { SCHEDULER_ENTITY } from "./scheduler-entity";
import { SDR_ENTITY } from "./sdr-entity";
import { SummaryCards } from "./summary-cards";

/** Spec "Manage Campaigns" (SDR-only): summary cards and four tabs. The open tab is kept in ?tab=. */
export default function ManageCampaignsPage() {
  usePageTitle("Manage Campaigns");
  const [tab, selectTab] = useTabParam(["connections", "sdrs", "clients", "schedulers"]);

  return (
    <>
      <PageHeader
        title="Manage Campaigns"
        description="Link client companies with SDRs and schedulers, and launch their campaigns."
      />
      <SummaryCards />
      <Tabs value={tab} onValueChange={selectTab} className="mt-6 min-w-0">
        <TabsList aria-label="Management tables" className="grid grid-cols-2 sm:inline-flex">
          <TabsTrigger value="connections">
            <Network aria-hidden />
            Connection Matrix
          </TabsTrigger>
          <TabsTrigger value="sdrs">
            <Users aria-hidden />
            SDRs
          </TabsTrigger>
          <TabsTrigger value="clients">
            <Building2 aria-hidden />
            Clients
          </TabsTrigger>
          <TabsTrigger value="schedulers">
            <CalendarCheck aria-hidden />
            Schedulers
          </TabsTrigger>
        </TabsList>
        <TabsContent value="connections">
          <ConnectionMatrixTab />
        </TabsContent>
        <TabsContent value="sdrs">
          <ManagedTab entity={SDR_ENTITY} />
        </TabsContent>
        <TabsContent value="clients">
          <ClientsTab />
        </TabsContent>
        <TabsContent value="schedulers">
          <ManagedTab entity={SCHEDULER_ENTITY} />
        </TabsContent>
      </Tabs>
    </>
  );
}
