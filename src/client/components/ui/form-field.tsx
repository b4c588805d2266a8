import type { ComponentProps } from "react";
import { type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { Input } from "./input";
import { type FieldLabelling, LabelledField } from "./labelled-field";

export type TextFieldProps = ComponentProps<"input"> & FieldLabelling;

/** A labelled input with an optional hint and its validation message below it, wired for screen readers. */
export function TextField({ id, label, error, hint, ...inputProps }: TextFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      {(control) => <Input {...control} {...inputProps} />}
    </LabelledField>
  );
}

/** Binds a TextField to one field of a react-hook-form form: the input's registration and the field's message. */
export function formField<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return { ...form.register(name), error: error?.message };
}
