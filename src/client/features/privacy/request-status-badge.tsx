import { Badge } from "../../components/ui/badge";
import { formatDate } from "../../lib/format";
import type { RequestStatus } from "./request-status";

/** "Completed Mar 4, 2026", or "Open" with "Overdue" once the due day has passed. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  if (status.state === "completed") {
    return <Badge tone="success">Completed {formatDate(status.completedAt, "")}</Badge>;
  }
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone="brand">Open</Badge>
      {status.overdue && <Badge tone="danger">Overdue</Badge>}
    </span>
  );
}
