import type { Subscription, SubscriptionStatus } from "../../../shared/contracts/billing";
import { Badge } from "../../components/ui/badge";
import { Card } from "../../components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  type TableColumn,
  TableColumnHeads,
  TableRow,
} from "../../components/ui/table";
import { formatDate, formatDay, formatDollars } from "../../lib/format";

const STATUS_TONE: Record<SubscriptionStatus, "success" | "warning" | "neutral"> = {
  Active: "success",
  "Expiring Soon": "warning",
  Expired: "neutral",
};

const COLUMNS: TableColumn[] = [
  "Company",
  "Client",
  "Plan",
  { label: "Price", className: "text-right" },
  "Started",
  "Next Renewal",
  "Status",
];

export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{status}</Badge>;
}

/** One row per subscription: who, which plan at what price, since when, next renewal and status. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: Subscription[] }) {
  return (
    <Card className="overflow-hidden">
      <Table aria-label="Subscriptions">
        <TableColumnHeads columns={COLUMNS} rowClassName="hover:bg-transparent" />
        <TableBody>
          {subscriptions.map((subscription) => (
            <TableRow key={subscription.id}>
              <TableCell className="py-3 font-medium text-slate-900">{subscription.companyName}</TableCell>
              <TableCell className="text-slate-600">{subscription.clientName}</TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">{subscription.plan}</TableCell>
              <TableCell className="text-right whitespace-nowrap text-slate-900 tabular-nums">
                {formatDollars(subscription.monthlyPriceCents)}
                <span className="text-slate-500">/mo</span>
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {formatDate(subscription.startedAt, "")}
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-600">
                {formatDay(subscription.nextRenewalDate)}
              </TableCell>
              <TableCell>
                <StatusBadge status={subscription.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
