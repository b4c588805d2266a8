import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "../../components/ui/toast-store";
import { ApiError, describeFailure } from "../../lib/api";

export interface Failure {
  status?: number;
  /** The request body property the server's error body names (`field`), when it names one. */
  field?: string;
  text: string;
}

/** Spec section 8: management failures are a toast titled "Error" with the server message or a fallback. */
export function toastFailure(error: unknown, fallback: string): Failure {
  const { text } = describeFailure(error, fallback);
  toast({ title: "Error", description: text, variant: "destructive" });
  if (!(error instanceof ApiError)) return { text };
  return error.field ? { status: error.status, field: error.field, text } : { status: error.status, text };
}

/**
 * Also shows the message under the form field the server named, when the form has that field; a
 * failure without one stays a toast only.
 */
export function showFieldFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: Failure,
  fields: readonly Path<T>[],
): void {
  const field = fields.find((name) => name === failure.field);
  if (field) setError(field, { type: "server", message: failure.text });
}
