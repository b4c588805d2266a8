import { Eye } from "lucide-react";
import type { Cadence } from "../../../shared/contracts/cadence";
import type { CampaignCadence } from "../../../shared/contracts/endpoints/cadence";
import { SaveButton } from "../../components/ui/save-button";
import { toast } from "../../components/ui/toast-store";
import { ApiError, errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import { useSaveCadence } from "./api";
import { CadenceBudgetCard } from "./cadence-budget-card";
import { CadenceCalendarCard } from "./cadence-calendar-card";
import { formPathOf, useCadenceForm } from "./cadence-form";
import { CadenceStepsCard } from "./cadence-steps-card";
import { CadenceStopCard } from "./cadence-stop-card";

function saveHint(readOnly: boolean, invalid: boolean, dirty: boolean): string {
  if (readOnly) return "View only: your agency sets the cadence.";
  if (invalid) return "Correct the marked fields to save.";
  return dirty ? "You have unsaved changes." : "All changes saved.";
}

function lastSavedText({ updatedAt, updatedBy }: CampaignCadence): string {
  if (!updatedAt) return "The default cadence: nobody has changed it yet.";
  return `Last saved ${formatDateTime(updatedAt, "")}${updatedBy ? ` by ${updatedBy}` : ""}.`;
}

/** The cadence's form over what is saved, with the Save bar; every control disabled when read-only. */
export function CadenceEditor({
  campaignId,
  saved,
  readOnly,
}: {
  campaignId: string;
  saved: CampaignCadence;
  readOnly: boolean;
}) {
  const save = useSaveCadence(campaignId);
  const form = useCadenceForm(saved.cadence);
  const { isDirty, errors } = form.formState;
  const invalid = Object.keys(errors).length > 0;
  useUnsavedChangesGuard(isDirty && !readOnly);

  const onSave = form.handleSubmit((values: Cadence) =>
    save.mutate(values, {
      onSuccess: (answer) => {
        form.reset(answer.cadence);
        toast({ title: "Cadence saved", description: "The new settings apply from now on." });
      },
      // The edits stay; the field the server names shows its message.
      onError: (error) => {
        const message = errorMessage(error, "The cadence could not be saved. Please try again.");
        if (error instanceof ApiError && error.field) {
          form.setError(formPathOf(error.field) as never, { type: "server", message });
        }
        toast({ title: "Save failed", description: message, variant: "destructive" });
      },
    }),
  );

  return (
    <form onSubmit={onSave} noValidate>
      {/* Stays in view while scrolling: who saved last, and Save. */}
      <div className="sticky top-14 z-20 -mx-4 mb-6 flex flex-col gap-3 border-y border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-xl sm:border sm:shadow-sm lg:top-2">
        <p className="text-sm text-slate-500">{lastSavedText(saved)}</p>
        <div className="flex items-center justify-between gap-3 sm:min-h-10 sm:justify-end">
          <p
            className={`text-sm ${invalid && !readOnly ? "text-red-600" : "text-slate-500"}`}
            aria-live="polite"
          >
            {readOnly && <Eye className="mr-1 inline size-4 align-[-3px]" aria-hidden />}
            {saveHint(readOnly, invalid, isDirty)}
          </p>
          {!readOnly && <SaveButton dirty={isDirty} saving={save.isPending} onSave={() => void onSave()} />}
        </div>
      </div>
      <fieldset disabled={readOnly} className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
        <CadenceStepsCard form={form} />
        <div className="grid min-w-0 gap-6">
          <CadenceCalendarCard form={form} />
          <CadenceStopCard form={form} />
          <CadenceBudgetCard form={form} campaignId={campaignId} readOnly={readOnly} />
        </div>
      </fieldset>
    </form>
  );
}
