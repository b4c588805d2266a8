import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "../../components/ui/toast-store";
import { describeFailure, type Failure } from "../../lib/api";

export type { Failure };

/** Spec section 8: management failures are a toast titled "Error" with the server message or a fallback. */
export function toastFailure(error: unknown, fallback: string): Failure {
  const failure = describeFailure(error, fallback);
  toast({ title: "Error", description: failure.text, variant: "destructive" });
  return failure;
}

/**
 * Also shows the message under the field it concerns: the field the server named, or for a 409
 * (the email is taken) the dialog's email field.
 */
export function showFieldFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: Failure,
  fields: readonly Path<T>[],
  conflictField?: Path<T>,
): void {
  const named = fields.find((field) => field === failure.field);
  const field = named ?? (failure.status === 409 ? conflictField : undefined);
  if (field) setError(field, { type: "server", message: failure.text });
}
