import type { ComponentProps } from "react";
import { FieldError, Input, Label } from "./input";

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string };

/** A labelled input with its validation message below it, wired for screen readers. */
export function TextField({ id, label, error, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
