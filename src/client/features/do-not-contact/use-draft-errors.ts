import { useState } from "react";
import type { FieldErrors } from "./entry-draft";

/**
 * A dialog's draft (kept by the page) with its field messages: editing a field clears that field's
 * message; a message about the whole form stays until the next try.
 */
export function useDraftErrors<D extends object>(draft: D, onDraftChange: (draft: D) => void) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (next: Partial<D>) => {
    onDraftChange({ ...draft, ...next });
    setErrors((current) => {
      const kept = { ...current };
      for (const field of Object.keys(next)) delete kept[field as keyof FieldErrors];
      return kept;
    });
  };
  return { errors, setErrors, change };
}
