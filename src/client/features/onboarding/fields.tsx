import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { FieldError, Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import type { WizardValues } from "./draft";
import { type FieldName, useWizard } from "./wizard-context";

type TextName = {
  [K in keyof WizardValues]: WizardValues[K] extends string ? K : never;
}[keyof WizardValues];

const fieldId = (name: string) => `onboarding-${name}`;

/** The label, with a visual mark on required fields (the control itself says aria-required). */
function FieldLabel({
  htmlFor,
  id,
  label,
  required,
}: {
  htmlFor?: string;
  id?: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className="text-sm font-medium text-slate-700">
      {label}
      {required && (
        <span aria-hidden className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  );
}

function describedBy(name: string, hint: ReactNode, error: string | undefined) {
  return (
    [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

function Hint({ name, children }: { name: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${fieldId(name)}-hint`} className="text-xs text-slate-500">
      {children}
    </p>
  );
}

interface TextProps {
  name: TextName;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  type?: "text" | "email" | "url" | "tel";
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
}

/** A labelled text input (or textarea) bound to the wizard's form. */
export function TextInput({ name, label, required, hint, multiline, className, ...inputProps }: TextProps) {
  const { register } = useFormContext<WizardValues>();
  const error = useWizard().errorOf(name);
  const common = {
    id: fieldId(name),
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(name, hint, error),
    ...register(name),
  };
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ""}`}>
      <FieldLabel htmlFor={common.id} label={label} required={required} />
      {multiline ? (
        <Textarea rows={3} placeholder={inputProps.placeholder} {...common} />
      ) : (
        <Input type="text" {...inputProps} {...common} />
      )}
      <Hint name={name}>{hint}</Hint>
      <FieldError id={`${fieldId(name)}-error`}>{error}</FieldError>
    </div>
  );
}

interface ChoiceProps {
  name: TextName;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled select of one of the contract's enumerations; it counts as touched once left or changed. */
export function ChoiceSelect({
  name,
  label,
  options,
  required,
  placeholder = "Select...",
  hint,
  className,
}: ChoiceProps) {
  const { control } = useFormContext<WizardValues>();
  const error = useWizard().errorOf(name);
  const id = fieldId(name);
  return (
    <div className={`grid content-start gap-1.5 ${className ?? ""}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            id={id}
            name={field.name}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            onBlur={() =>
              // Opening the list moves focus into it: that is not leaving the field.
              requestAnimationFrame(() => {
                if (!document.activeElement?.closest("[role=listbox]")) field.onBlur();
              })
            }
            options={options.map((option) => ({ value: option.value, label: option.label }))}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(name, hint, error)}
          />
        )}
      />
      <Hint name={name}>{hint}</Hint>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A checkbox with its text as the label; the whole row takes the click. */
export function CheckboxRow({
  id,
  checked,
  onChange,
  onBlur,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  children: ReactNode;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-slate-700 transition-colors hover:bg-slate-50 has-[:checked]:border-brand-200 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-600"
      />
      <span className="leading-snug">{children}</span>
    </label>
  );
}

export type { FieldName };
