import { ChevronDown, Flag, X } from "lucide-react";
import { useState } from "react";
import { BULK_MAX_IDS, type BulkChange } from "../../../shared/contracts/bulk-changes";
import {
  FINAL_DISPOSITIONS,
  PROGRESS_FLAG_LABELS,
  PROGRESS_FLAGS,
  SEQUENCE_TAGS,
} from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Dialog } from "../../components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { errorMessage } from "../../lib/api";
import { formatCount, formatCountOf } from "../../lib/format";
import { isOverBudget } from "./api";
import { BadDataReasonForm } from "./bad-data-dialog";
import { useBulkChange, useBulkUndo } from "./bulk-api";
import { showBulkError, showBulkResult } from "./bulk-undo-toast";
import type { Selection } from "./selection";

interface BulkActionBarProps {
  campaignId: string;
  selection: Selection;
  /** Every row the list shows now (after search and filters), for "Select all N matching". */
  matchingIds: string[];
}

const BULK_DISPOSITIONS = FINAL_DISPOSITIONS.filter((value) => value !== "Reply");

/** "N selected" with the bulk changes: one request per action, and a toast with Undo. */
export function BulkActionBar({ campaignId, selection, matchingIds }: BulkActionBarProps) {
  const bulk = useBulkChange(campaignId);
  const undo = useBulkUndo(campaignId);
  const [overBudget, setOverBudget] = useState<{ change: BulkChange; message: string } | null>(null);
  const [askReason, setAskReason] = useState(false);
  const count = selection.ids.length;
  if (count === 0) return null;
  const tooMany = count > BULK_MAX_IDS;

  const run = (change: BulkChange, overBudgetConfirmed = false) =>
    bulk.mutate(
      { ids: selection.ids, change, overBudgetConfirmed },
      {
        onSuccess: (result) => {
          setOverBudget(null);
          setAskReason(false);
          selection.clear();
          showBulkResult(result, (changeId) => undo.mutateAsync(changeId));
        },
        onError: (error) => {
          if (isOverBudget(error)) setOverBudget({ change, message: errorMessage(error, "") });
          else showBulkError(error);
        },
      },
    );

  const menus: { label: string; items: { label: string; change: BulkChange }[] }[] = [
    {
      label: "Set sequence tag",
      items: SEQUENCE_TAGS.map((value) => ({ label: value, change: { field: "sequenceTag", value } })),
    },
    {
      label: "Set final disposition",
      items: BULK_DISPOSITIONS.map((value) => ({
        label: value,
        change: { field: "finalDisposition", value },
      })),
    },
    ...[true, false].map((value) => ({
      label: value ? "Tick step" : "Untick step",
      items: PROGRESS_FLAGS.map((field) => ({
        label: PROGRESS_FLAG_LABELS[field],
        change: { field, value },
      })),
    })),
  ];

  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <p className="mr-1 text-sm font-semibold text-slate-900 tabular-nums" aria-live="polite">
        {formatCount(count)} selected
      </p>
      {count < matchingIds.length && (
        <Button size="sm" variant="ghost" onClick={() => selection.setRows(matchingIds, true)}>
          Select all {formatCount(matchingIds.length)} matching
        </Button>
      )}
      {tooMany && (
        <p className="text-sm text-red-700">At most {formatCount(BULK_MAX_IDS)} can be changed at once.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {menus.map((menu) => (
          <DropdownMenu key={menu.label}>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="secondary" disabled={bulk.isPending || tooMany}>
                {menu.label}
                <ChevronDown aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
              {menu.items.map((item) => (
                <DropdownMenuItem key={item.label} onSelect={() => run(item.change)}>
                  {item.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ))}
        <Button
          size="sm"
          variant="secondary"
          className="text-red-700"
          disabled={bulk.isPending || tooMany}
          onClick={() => setAskReason(true)}
        >
          <Flag aria-hidden />
          Flag as bad data
        </Button>
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          <X aria-hidden />
          Clear selection
        </Button>
      </div>
      <Dialog
        open={askReason}
        onOpenChange={(open) => {
          if (!open && !bulk.isPending) setAskReason(false);
        }}
        title={`Flag ${formatCountOf(count, "prospect", "prospects")} as bad data`}
        description="They leave the scheduler, connections and replies. Nothing is deleted."
      >
        <BadDataReasonForm
          pending={bulk.isPending}
          onCancel={() => setAskReason(false)}
          onFlag={(reason) => run({ field: "badData", reason })}
        />
      </Dialog>
      <ConfirmDialog
        open={overBudget !== null}
        onOpenChange={(open) => !open && setOverBudget(null)}
        title="Over the invite budget"
        description={overBudget?.message ?? ""}
        confirmLabel="Send anyway"
        pendingLabel="Sending..."
        pending={bulk.isPending}
        onConfirm={() => overBudget && run(overBudget.change, true)}
      />
    </section>
  );
}
