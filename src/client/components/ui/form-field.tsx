import type { ComponentProps } from "react";
import { Input } from "./input";
import { LabelledField } from "./labelled-field";

type TextFieldProps = ComponentProps<"input"> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input with an optional hint and its validation message below it, wired for screen readers. */
export function TextField({ id, label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </LabelledField>
  );
}
