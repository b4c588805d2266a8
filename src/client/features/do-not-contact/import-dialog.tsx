import { FileUp } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { SuppressionImportResult } from "../../../shared/contracts/privacy";
import { buttonVariants } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextField } from "../../components/ui/form-field";
import { FieldError, Label } from "../../components/ui/input";
import { describeFailure } from "../../lib/api";
import { cn } from "../../lib/cn";
import { useImportSuppressions } from "./api";
import { checkImportDraft, failureErrors, type ImportDraft } from "./entry-draft";
import {
  FormError,
  KindField,
  offersAgencyWide,
  ReasonAndNoteFields,
  type ScopeChoice,
  ScopeField,
} from "./entry-fields";
import { ImportResultView } from "./import-result";
import { useDraftErrors } from "./use-draft-errors";

const ID = "dnc-import";

interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept by the page: closing the dialog, or a failed import, leaves it as it was. */
  draft: ImportDraft;
  onDraftChange: (draft: ImportDraft) => void;
  scope: ScopeChoice;
}

/** The CSV's file input: a button-like label and the chosen file's name (the input itself is hidden). */
function FileField({
  file,
  error,
  onChange,
}: {
  file: File | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}) {
  const id = `${ID}-file`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>CSV file</Label>
      <div className="flex min-w-0 items-center gap-3">
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="peer sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            // The same file may be chosen again after a failed import.
            event.target.value = "";
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "secondary", size: "sm" }),
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
          )}
        >
          <FileUp aria-hidden />
          Choose file
        </label>
        <span className={cn("min-w-0 truncate text-sm", file ? "text-slate-900" : "text-slate-500")}>
          {file?.name ?? "No file chosen"}
        </span>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/**
 * Import CSV: every row's value in one column becomes an entry of one kind, scope and reason. The
 * answer replaces the form: how many were added or already listed, and each failed row with its line.
 */
export function ImportDialog({ open, onOpenChange, draft, onDraftChange, scope }: ImportDialogProps) {
  const upload = useImportSuppressions();
  const { errors, setErrors, change } = useDraftErrors(draft, onDraftChange);
  const [result, setResult] = useState<{ fileName: string; answer: SuppressionImportResult } | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkImportDraft(draft, offersAgencyWide(scope));
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const fileName = draft.file?.name ?? "";
    upload.mutate(checked.form, {
      onSuccess: (answer) => {
        setResult({ fileName, answer });
        // The next file goes on the list the same way unless the form is changed.
        onDraftChange({ ...draft, file: null });
      },
      onError: (error) =>
        setErrors(failureErrors(describeFailure(error, "The file could not be imported"), "import")),
    });
  }

  const close = (next: boolean) => {
    if (upload.isPending) return;
    onOpenChange(next);
    if (!next) setResult(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import CSV"
      description="Each row's value goes on the list with the same reason, note and scope."
    >
      {result ? (
        <ImportResultView
          fileName={result.fileName}
          result={result.answer}
          onAnother={() => setResult(null)}
          onDone={() => close(false)}
        />
      ) : (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FileField file={draft.file} error={errors.file} onChange={(file) => change({ file })} />
          <KindField
            idPrefix={ID}
            label="The file's values are"
            draft={draft}
            errors={errors}
            onChange={change}
          />
          <TextField
            id={`${ID}-column`}
            label="Column (optional)"
            hint="Blank: the file's only column, or the one named after the kind (for example Email)."
            value={draft.column}
            error={errors.column}
            autoComplete="off"
            onChange={(event) => change({ column: event.target.value })}
          />
          <ScopeField idPrefix={ID} draft={draft} errors={errors} scope={scope} onChange={change} />
          <ReasonAndNoteFields idPrefix={ID} draft={draft} errors={errors} onChange={change} />
          <FormError text={errors.form} />
          <DialogActions
            onCancel={() => close(false)}
            submitLabel="Import"
            pendingLabel="Importing..."
            pending={upload.isPending}
          />
        </form>
      )}
    </Dialog>
  );
}
