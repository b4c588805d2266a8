import { Eye } from "lucide-react";
import { useParams } from "react-router";
import type { Cadence } from "../../../shared/contracts/cadence";
import { SaveButton } from "../../components/ui/save-button";
import { LoadErrorCard, LoadingCard } from "../../components/ui/state-card";
import { toast } from "../../components/ui/toast-store";
import { ApiError, errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { usePageTitle } from "../../lib/use-page-title";
import { useUnsavedChangesGuard } from "../../lib/use-unsaved-changes";
import { PageHeader } from "../../shared/page-header";
import { useViewerScope } from "../../shared/viewer-scope";
import { useCadence, useSaveCadence } from "./api";
import { CadenceBudgetCard } from "./cadence-budget-card";
import { CadenceCalendarCard } from "./cadence-calendar-card";
import { formPathOf, useCadenceForm } from "./cadence-form";
import { CadenceStepsCard } from "./cadence-steps-card";
import { CadenceStopCard } from "./cadence-stop-card";

const TITLE = "Cadence";

function saveHint(readOnly: boolean, invalid: boolean, dirty: boolean): string {
  if (readOnly) return "View only: your agency sets the cadence.";
  if (invalid) return "Correct the marked fields to save.";
  return dirty ? "You have unsaved changes." : "All changes saved.";
}

/**
 * A campaign's cadence: the order and spacing of the invite, messages and follow-ups, the calendar
 * they follow, what stops them and the LinkedIn budget. SDRs edit; clients and God Mode read only.
 */
export default function CadencePage() {
  usePageTitle(TITLE);
  const { campaignId = "" } = useParams();
  const { readOnly, companyName } = useViewerScope();
  const cadence = useCadence(campaignId);
  const save = useSaveCadence(campaignId);
  const form = useCadenceForm(cadence.data?.cadence);
  const { isDirty, errors } = form.formState;
  const invalid = Object.keys(errors).length > 0;
  useUnsavedChangesGuard(isDirty && !readOnly);

  const onSave = form.handleSubmit((values: Cadence) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved.cadence);
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

  const saved = cadence.data;
  const lastSaved = saved?.updatedAt
    ? `Last saved ${formatDateTime(saved.updatedAt, "")}${saved.updatedBy ? ` by ${saved.updatedBy}` : ""}.`
    : "The default cadence: nobody has changed it yet.";
  const description = `${companyName ? `${companyName}: when` : "When"} each invite, message and follow-up is due, what stops it, and how much the LinkedIn account may send.`;

  return (
    <>
      <PageHeader title={TITLE} description={description} />
      {cadence.isPending && <LoadingCard text="Loading the cadence..." />}
      {cadence.isError && (
        <LoadErrorCard
          title="The cadence could not be loaded"
          error={cadence.error}
          fallback="Something went wrong while loading the cadence."
          onRetry={() => void cadence.refetch()}
          retrying={cadence.isFetching}
        />
      )}
      {cadence.isSuccess && (
        <form onSubmit={onSave} noValidate>
          <div className="sticky top-14 z-20 -mx-4 mb-6 flex flex-col gap-3 border-y border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:rounded-xl sm:border sm:shadow-sm lg:top-2">
            <p className="text-sm text-slate-500">{lastSaved}</p>
            <div className="flex items-center justify-between gap-3 sm:min-h-10 sm:justify-end">
              <p
                className={`text-sm ${invalid && !readOnly ? "text-red-600" : "text-slate-500"}`}
                aria-live="polite"
              >
                {readOnly && <Eye className="mr-1 inline size-4 align-[-3px]" aria-hidden />}
                {saveHint(readOnly, invalid, isDirty)}
              </p>
              {!readOnly && (
                <SaveButton dirty={isDirty} saving={save.isPending} onSave={() => void onSave()} />
              )}
            </div>
          </div>
          <fieldset disabled={readOnly} className="grid min-w-0 gap-6 lg:grid-cols-2 lg:items-start">
            <CadenceStepsCard form={form} />
            <div className="grid min-w-0 gap-6">
              <CadenceCalendarCard form={form} />
              <CadenceStopCard form={form} />
              <CadenceBudgetCard form={form} />
            </div>
          </fieldset>
        </form>
      )}
    </>
  );
}
