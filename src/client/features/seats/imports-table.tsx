import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { SeatImport } from "../../../shared/contracts/seats";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toastFailure } from "../../components/ui/failure-toast";
import { Table, TableBody, TableCell, TableColumnHeads, TableRow } from "../../components/ui/table";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { formatCount, formatCountOf, formatDate, formatDateTime } from "../../lib/format";
import { useUndoImport } from "./api";
import { undoState } from "./import-problems";
import { reportPath } from "./seat-text";

const COLUMNS = [
  "Imported",
  "By",
  "Files",
  { label: "Added", className: "text-right" },
  { label: "Corrected", className: "text-right" },
  { label: "Disagrees", className: "text-right" },
  "",
] as const;

function UndoCell({ entry, onUndo }: { entry: SeatImport; onUndo: (entry: SeatImport) => void }) {
  const state = undoState(entry, new Date());
  if (!state.can && state.reason === "undone") {
    return (
      <span className="text-sm whitespace-nowrap text-slate-500">
        Undone on {formatDate(entry.undoneAt, "")}
      </span>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={!state.can}
      title={
        state.can
          ? `Can be undone until ${formatDate(entry.undoUntil, "")}`
          : "Imports can be undone for 30 days"
      }
      onClick={() => onUndo(entry)}
      aria-label={`Undo the import of ${formatDateTime(entry.createdAt, "")}`}
    >
      <Undo2 aria-hidden />
      Undo
    </Button>
  );
}

/** The seat's imports, newest first: when, by whom, what was read, what changed; each one's report and undo. */
export function ImportsCard({ seatId, imports }: { seatId: string; imports: SeatImport[] }) {
  const undo = useUndoImport(seatId);
  const [undoing, setUndoing] = useState<SeatImport | null>(null);

  function confirmUndo() {
    if (!undoing) return;
    undo.mutate(undoing.id, {
      onSuccess: () => {
        toast({
          title: "Import undone",
          description: "Every tick, date and message it wrote is back as it was.",
        });
        setUndoing(null);
      },
      onError: (error) => toastFailure("Undo failed", error, "The import could not be undone"),
    });
  }

  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader>
        <CardTitle>Imports</CardTitle>
        <CardDescription>Each import can be undone for 30 days, as one batch.</CardDescription>
      </CardHeader>
      {imports.length === 0 ? (
        <CardContent>
          <p className="text-sm text-slate-500">
            No export imported yet. Import one above to reconcile the record.
          </p>
        </CardContent>
      ) : (
        <div className="pb-2">
          <Table aria-label="Imports">
            <TableColumnHeads columns={COLUMNS} rowClassName="hover:bg-transparent" />
            <TableBody>
              {imports.map((entry) => (
                <TableRow key={entry.id} className={cn(entry.undoneAt && "text-slate-500")}>
                  <TableCell className="py-3 whitespace-nowrap">
                    {formatDateTime(entry.createdAt, "—")}
                  </TableCell>
                  <TableCell>{entry.by}</TableCell>
                  <TableCell className="text-xs">{entry.files.join(", ")}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCount(entry.counts.added)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatCount(entry.counts.corrected)}
                  </TableCell>
                  <TableCell
                    className={cn(
                      "text-right tabular-nums",
                      entry.counts.disagrees > 0 && !entry.undoneAt && "font-semibold text-red-700",
                    )}
                  >
                    {formatCount(entry.counts.disagrees)}
                  </TableCell>
                  <TableCell>
                    <div className="flex items-center justify-end gap-3">
                      <Link
                        to={reportPath(seatId, entry.id)}
                        className="text-sm font-medium text-brand-700 hover:underline"
                        aria-label={`Report of the import of ${formatDateTime(entry.createdAt, "")}`}
                      >
                        Report
                      </Link>
                      <UndoCell entry={entry} onUndo={setUndoing} />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <ConfirmDialog
        open={undoing !== null}
        onOpenChange={(open) => !open && setUndoing(null)}
        title="Undo this import?"
        description={
          undoing
            ? `The steps it ticked are unticked, the dates it corrected go back, and the ${formatCountOf(undoing.counts.messagesAdded, "message", "messages")} it added are removed, wherever nobody has changed them since. This can't be redone: import the export again instead.`
            : ""
        }
        confirmLabel="Undo import"
        pendingLabel="Undoing..."
        pending={undo.isPending}
        destructive
        onConfirm={confirmUndo}
      />
    </Card>
  );
}
