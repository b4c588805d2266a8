import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { type FieldLabelling, LabelledField } from "./labelled-field";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "min-h-20 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-100 aria-invalid:border-red-500",
        className,
      )}
      {...props}
    />
  );
}

type TextareaFieldProps = ComponentProps<"textarea"> & FieldLabelling;

/** A labelled textarea with an optional hint and its validation message below it. */
export function TextareaField({ id, label, error, hint, ...textareaProps }: TextareaFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      {(control) => <Textarea {...control} {...textareaProps} />}
    </LabelledField>
  );
}
