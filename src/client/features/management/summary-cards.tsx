import { Building2, CalendarCheck, type LucideIcon, Network, Users } from "lucide-react";
import { Card } from "../../components/ui/card";
import { useActiveCampaigns } from "../../shared/campaign-lists";
import { useList } from "./api";

interface SummaryCardProps {
  label: string;
  value: number | undefined;
  hint: string;
  icon: LucideIcon;
}

function SummaryCard({ label, value, hint, icon: Icon }: SummaryCardProps) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-500">{label}</p>
        <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">
          {value ?? <span className="text-slate-300">–</span>}
        </p>
        <p className="mt-1 hidden text-xs text-slate-400 sm:block">{hint}</p>
      </div>
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
        <Icon className="size-5" aria-hidden />
      </span>
    </Card>
  );
}

const live = <T extends { archivedAt: string | null }>(rows: T[] | undefined) =>
  rows?.filter((row) => row.archivedAt === null);

/**
 * The four totals, counted from the lists the Connection Matrix already loads (archived rows left out).
 * Active Clients counts the spec's active campaigns (a live client with an Active matrix row), from the
 * same answer as the sidebar's CLIENTS list, so the two always agree.
 */
export function SummaryCards() {
  const connections = useList("connections");
  const sdrs = useList("sdrs", true);
  const activeCampaigns = useActiveCampaigns();
  const schedulers = useList("schedulers", true);

  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <SummaryCard
        label="Total Connections"
        value={connections.data?.length}
        hint="Rows in the connection matrix"
        icon={Network}
      />
      <SummaryCard
        label="Active SDRs"
        value={live(sdrs.data)?.filter((sdr) => sdr.status === "Active").length}
        hint="SDRs with status Active"
        icon={Users}
      />
      <SummaryCard
        label="Active Clients"
        value={activeCampaigns.data?.length}
        hint="Clients with an Active connection"
        icon={Building2}
      />
      <SummaryCard
        label="Ready Schedulers"
        value={live(schedulers.data)?.filter((scheduler) => scheduler.status === "Ready").length}
        hint="Schedulers with status Ready"
        icon={CalendarCheck}
      />
    </section>
  );
}
