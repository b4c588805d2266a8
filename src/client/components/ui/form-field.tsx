import type { ComponentProps } from "react";
import { FieldError, Input, Label } from "./input";

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with an optional hint and its validation message below it, wired for screen readers. */
export function TextField({ id, label, error, hint, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
