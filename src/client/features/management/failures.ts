import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "../../components/ui/toast-store";
import { errorMessage } from "../../lib/api";

export interface Failure {
  status?: number;
  /** The field a server message names ("loginEmail: ..."), when it names one. */
  field?: string;
  text: string;
}

/** Reads the server's message; "loginEmail: Set a login email first" names its field. */
export function describeFailure(error: unknown, fallback: string): Failure {
  const message = errorMessage(error, fallback);
  const statusMatch = error instanceof Error ? /^(\d{3}):/.exec(error.message) : null;
  const status = statusMatch ? Number(statusMatch[1]) : undefined;
  const fieldMatch = /^([a-zA-Z]+): ([\s\S]+)$/.exec(message);
  if (fieldMatch?.[1] && fieldMatch[2]) return { status, field: fieldMatch[1], text: fieldMatch[2] };
  return { status, text: message };
}

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
