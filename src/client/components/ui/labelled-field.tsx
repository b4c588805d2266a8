import type { ReactNode } from "react";
import { FieldError, Label } from "./input";

/** What a field's control needs to be tied to its label, hint and validation message. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** A field's id, the label naming it, and the optional hint and validation message shown below it. */
export interface FieldLabelling {
  id: string;
  label: string;
  error?: string;
  hint?: string;
}

interface LabelledFieldProps extends FieldLabelling {
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control it names, an optional hint and the validation message below, wired for screen readers. */
export function LabelledField({ id, label, error, hint, children }: LabelledFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
