import { RotateCcw } from "lucide-react";
import type { WebhookDelivery, WebhookDeliveryStatus } from "../../../shared/contracts/webhooks";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { type ListTable, QueryTable } from "../../components/ui/query-table";
import { TableCell, TableRow } from "../../components/ui/table";
import { formatRecentDateTime } from "../../lib/format";
import { useWebhookDeliveries } from "./webhooks-api";

const DELIVERIES_TABLE: ListTable = {
  label: "Deliveries",
  columns: ["Event", "Status", "Attempts", "Response", "Duration", "Next attempt", "Time", ""],
  rowsName: "the deliveries",
  empty: "Nothing sent yet. Events appear here as they are delivered; try Send test event.",
};

const STATUS: Record<WebhookDeliveryStatus, { label: string; tone: "success" | "warning" | "danger" }> = {
  delivered: { label: "Delivered", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
};

function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver: (delivery: WebhookDelivery) => void;
  redelivering: boolean;
}) {
  const status = STATUS[delivery.status];
  return (
    <TableRow>
      <TableCell className="font-mono text-xs whitespace-nowrap">{delivery.eventType}</TableCell>
      <TableCell>
        <Badge tone={status.tone}>{status.label}</Badge>
      </TableCell>
      <TableCell>{delivery.attempts}</TableCell>
      <TableCell className="max-w-56 text-xs">
        {delivery.responseStatus ?? "—"}
        {delivery.error && <span className="block break-words text-slate-500">{delivery.error}</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {delivery.nextAttemptAt ? formatRecentDateTime(delivery.nextAttemptAt) : "—"}
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatRecentDateTime(delivery.createdAt)}</TableCell>
      <TableCell className="text-right">
        <Button
          variant="secondary"
          size="sm"
          disabled={redelivering}
          onClick={() => onRedeliver(delivery)}
          aria-label={`Redeliver ${delivery.eventType} of ${formatRecentDateTime(delivery.createdAt)}`}
        >
          <RotateCcw aria-hidden />
          Redeliver
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** An endpoint's newest deliveries, refreshed while shown, each with Redeliver. */
export function WebhookDeliveryLog({
  endpointId,
  onRedeliver,
  redelivering,
}: {
  endpointId: string;
  onRedeliver: (delivery: WebhookDelivery) => void;
  redelivering: boolean;
}) {
  const deliveries = useWebhookDeliveries(endpointId);
  return (
    <QueryTable table={DELIVERIES_TABLE} query={deliveries}>
      {(rows) =>
        rows.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            onRedeliver={onRedeliver}
            redelivering={redelivering}
          />
        ))
      }
    </QueryTable>
  );
}
