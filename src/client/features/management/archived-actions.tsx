import { RotateCcw } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** The actions cell of an archived row: its "Archived" badge and a Restore button. */
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
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Restore ${name}`}
        disabled={pending}
        onClick={onRestore}
      >
        <RotateCcw />
        {pending ? "Restoring..." : "Restore"}
      </Button>
    </div>
  );
}
