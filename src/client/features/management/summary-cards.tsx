import { Building2, CalendarCheck, Network, Users } from "lucide-react";
import { type Figure, FigureCard } from "../../components/ui/figure-card";
import { useActiveCampaigns } from "../../shared/campaign-lists";
import { useList } from "./api";

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

  const figures: Figure[] = [
    {
      label: "Total Connections",
      value: connections.data?.length,
      hint: "Rows in the connection matrix",
      icon: Network,
    },
    {
      label: "Active SDRs",
      value: live(sdrs.data)?.filter((sdr) => sdr.status === "Active").length,
      hint: "SDRs with status Active",
      icon: Users,
    },
    {
      label: "Active Clients",
      value: activeCampaigns.data?.length,
      hint: "Clients with an Active connection",
      icon: Building2,
    },
    {
      label: "Ready Schedulers",
      value: live(schedulers.data)?.filter((scheduler) => scheduler.status === "Ready").length,
      hint: "Schedulers with status Ready",
      icon: CalendarCheck,
    },
  ];

  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {figures.map((figure) => (
        <FigureCard key={figure.label} hintClassName="hidden sm:block" {...figure} />
      ))}
    </section>
  );
}
