import { RotateCcw } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";

/**
 * The actions cell of an archived row: its "Archived" badge and a Restore button. The button's label
 * shows only where the table has room, so the widest table (Clients) still fits beside the sidebar.
 */
export function ArchivedActions({
  name,
  pending,
  onRestore,
}: {
  name: string;
  pending: boolean;
  onRestore: () => void;
}) {
  return (
    <div className="flex items-center justify-end gap-2">
      <Badge>Archived</Badge>
      <Tooltip content="Restore">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Restore ${name}`}
          disabled={pending}
          onClick={onRestore}
          className="px-2 2xl:px-3"
        >
          <RotateCcw />
          <span className="hidden 2xl:inline">{pending ? "Restoring..." : "Restore"}</span>
        </Button>
      </Tooltip>
    </div>
  );
}
