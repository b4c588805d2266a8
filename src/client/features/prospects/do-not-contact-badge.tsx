import { Ban } from "lucide-react";
import { doNotContactText, type SuppressionReason } from "../../../shared/contracts/privacy";
import { Badge } from "../../components/ui/badge";

/** "Do not contact: Objected", in red: a suppressed prospect's row and its details. */
export function DoNotContactBadge({ reason, className }: { reason: SuppressionReason; className?: string }) {
  return (
    <Badge tone="danger" className={className}>
      <Ban aria-hidden />
      {doNotContactText(reason)}
    </Badge>
  );
}
