import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { toast } from "../../components/ui/toast-store";
import { describeFailure } from "../../lib/api";

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** The submit button's text while the request runs. */
  pendingLabel: string;
  pending: boolean;
  children: ReactNode;
}

/** A dialog holding one form: its fields, then Cancel (which closes it) and the submit button. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        {children}
        <DialogActions
          className="flex justify-end gap-2"
          onCancel={() => onOpenChange(false)}
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
        />
      </form>
    </Dialog>
  );
}

/** A refusal that names one of the form's fields ("newPassword: ...") goes under that field; any other is a toast. */
export function showFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fallback: string,
  fields: readonly Path<T>[],
) {
  const { field, text } = describeFailure(error, fallback);
  const named = fields.find((candidate) => candidate === field);
  if (named) {
    setError(named, { message: text });
  } else {
    toast({ title: "Error", description: text, variant: "destructive" });
  }
}
