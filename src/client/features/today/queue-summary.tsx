import { AlertTriangle, CalendarClock, CalendarDays, Hourglass, type LucideIcon } from "lucide-react";
import type { DueCounts, QueueClient, TodayQueue } from "../../../shared/contracts/endpoints/queue";
import { Card } from "../../components/ui/card";
import { cn } from "../../lib/cn";
import { formatCount } from "../../lib/format";
import { heldBackText } from "./queue-view";

const FIGURES: { key: keyof DueCounts; label: string; icon: LucideIcon; tint: string }[] = [
  { key: "overdue", label: "Overdue", icon: AlertTriangle, tint: "text-red-600" },
  { key: "today", label: "Due today", icon: CalendarClock, tint: "text-brand-600" },
  { key: "upcoming", label: "Upcoming", icon: CalendarDays, tint: "text-slate-500" },
];

/** The queue's totals across clients, and what the LinkedIn budget holds back. */
export function QueueTotals({ queue }: { queue: TodayQueue }) {
  const held = heldBackText(queue.heldBack);
  return (
    <section aria-label="Due work" className="flex flex-col gap-2">
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {FIGURES.map(({ key, label, icon: Icon, tint }) => (
          <Card key={key} className="flex flex-col gap-1 p-3 sm:p-4">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-500 sm:text-sm">
              <Icon className={cn("size-4 shrink-0", tint)} aria-hidden />
              {label}
            </dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
              {formatCount(queue.due[key])}
            </dd>
          </Card>
        ))}
      </dl>
      {held && (
        <p className="flex items-center gap-1.5 text-sm text-amber-800">
          <Hourglass className="size-4 shrink-0" aria-hidden />
          {held}
        </p>
      )}
    </section>
  );
}

function ClientLine({ client }: { client: QueueClient }) {
  const { overdue, today, upcoming } = client.due;
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span className="min-w-0 truncate font-medium text-slate-900">{client.client}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 tabular-nums">
        <span className={cn(overdue > 0 && "font-medium text-red-700")}>{formatCount(overdue)} overdue</span>
        <span>{formatCount(today)} today</span>
        <span>{formatCount(upcoming)} upcoming</span>
        <span className="text-slate-500">
          Invites sent today {formatCount(client.invites.sentToday)}/{formatCount(client.invites.perDay)}
        </span>
        {client.heldBack > 0 && (
          <span className="text-amber-800">{formatCount(client.heldBack)} held back</span>
        )}
      </span>
    </li>
  );
}

/** Each client's due work and how many invites its LinkedIn account sent today. */
export function ClientCounts({ clients }: { clients: QueueClient[] }) {
  return (
    <section aria-labelledby="today-clients">
      <h2 id="today-clients" className="mb-2 text-sm font-semibold text-slate-700">
        Clients
      </h2>
      <Card>
        <ul className="divide-y divide-slate-100">
          {clients.map((client) => (
            <ClientLine key={client.campaignId} client={client} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
