import { Badge } from "../../components/ui/badge";
import { STATUS_LABELS, statusTone } from "./format";

/** Replied and Meeting in their colours; any other status neutral, as written. */
export function StatusBadge({ status }: { status: string }) {
  const label = STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;
  return <Badge tone={statusTone(status)}>{label}</Badge>;
}
