import type { FormEvent } from "react";
import { SUPPRESSION_VALUE_MAX } from "../../../shared/contracts/privacy";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";
import { useCreateSuppression } from "./api";
import { checkEntryDraft, type EntryDraft, failureErrors, VALUE_FIELD } from "./entry-draft";
import {
  FormError,
  KindField,
  offersAgencyWide,
  ReasonAndNoteFields,
  type ScopeChoice,
  ScopeField,
} from "./entry-fields";
import { addedText } from "./entry-text";
import { useDraftErrors } from "./use-draft-errors";

const ID = "dnc-add";

interface AddEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept by the page: closing the dialog, or a failed save, leaves it as typed. */
  draft: EntryDraft;
  onDraftChange: (draft: EntryDraft) => void;
  /** Called once the entry is on the list (the page starts a fresh draft). */
  onAdded: () => void;
  scope: ScopeChoice;
}

/** Add entry: what it names, where it applies, why, and a note. */
export function AddEntryDialog({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onAdded,
  scope,
}: AddEntryDialogProps) {
  const create = useCreateSuppression();
  const { errors, setErrors, change } = useDraftErrors(draft, onDraftChange);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkEntryDraft(draft, offersAgencyWide(scope));
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (entry) => {
        toast({
          title: "Added to the do-not-contact list",
          description: addedText(entry),
        });
        onAdded();
      },
      onError: (error) =>
        setErrors(failureErrors(describeFailure(error, "The entry could not be added"), "entry")),
    });
  }

  const valueField = VALUE_FIELD[draft.kind];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !create.isPending && onOpenChange(next)}
      title="Add entry"
      description="Nobody it names is contacted in the campaigns it applies to."
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <KindField idPrefix={ID} label="What it names" draft={draft} errors={errors} onChange={change} />
        <TextField
          id={`${ID}-value`}
          label={valueField.label}
          placeholder={valueField.placeholder}
          value={draft.value}
          maxLength={SUPPRESSION_VALUE_MAX}
          error={errors.value}
          autoComplete="off"
          onChange={(event) => change({ value: event.target.value })}
        />
        <ScopeField idPrefix={ID} draft={draft} errors={errors} scope={scope} onChange={change} />
        <ReasonAndNoteFields idPrefix={ID} draft={draft} errors={errors} onChange={change} />
        <FormError text={errors.form} />
        <DialogActions
          onCancel={() => onOpenChange(false)}
          submitLabel="Add entry"
          pendingLabel="Adding..."
          pending={create.isPending}
        />
      </form>
    </Dialog>
  );
}
