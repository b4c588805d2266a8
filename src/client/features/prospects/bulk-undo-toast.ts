import type { BulkChangeResult } from "../../../shared/contracts/bulk-changes";
import { toastFailure } from "../../components/ui/failure-toast";
import { toast } from "../../components/ui/toast-store";
import { formatCountOf } from "../../lib/format";

/** How long the toast offers Undo; the server keeps the change undoable longer (BULK_UNDO_SECONDS). */
export const UNDO_TOAST_MS = 10_000;

const fail = (error: unknown) => toastFailure("Error", error, "The server did not answer");

/** The toast after a bulk change: how many changed, with Undo for 10 s when something did. */
export function showBulkResult(
  result: BulkChangeResult,
  undo: (changeId: string) => Promise<{ restored: number }>,
) {
  const already =
    result.unchanged > 0
      ? `${formatCountOf(result.unchanged, "prospect", "prospects")} had it already.`
      : undefined;
  if (result.changed === 0) {
    toast({ title: "Nothing changed", description: already });
    return;
  }
  toast({
    title: `${formatCountOf(result.changed, "prospect", "prospects")} changed`,
    description: already,
    durationMs: UNDO_TOAST_MS,
    action: {
      label: "Undo",
      altText: "Undo the change",
      onClick: () =>
        undo(result.changeId).then(
          ({ restored }) =>
            toast({ title: `Undone: ${formatCountOf(restored, "prospect", "prospects")} as before` }),
          fail,
        ),
    },
  });
}

export { fail as showBulkError };
