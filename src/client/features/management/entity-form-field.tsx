import { type Control, Controller, type UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "../../components/ui/form-field";
import { SelectField } from "../../components/ui/select";
import { TextareaField } from "../../components/ui/textarea";
import type { RowOf } from "./api";
import type { FormFieldSpec, ManagedResource } from "./entity-config";
import { StatusField } from "./status-field";

interface EntityFormFieldProps<R extends ManagedResource> {
  spec: FormFieldSpec<R>;
  /** The row being edited; null in the add dialog. */
  row: RowOf<R> | null;
  id: string;
  statuses: readonly string[];
  // biome-ignore lint/suspicious/noExplicitAny: the form's values differ per entity; the config names its fields.
  control: Control<any>;
  register: UseFormRegisterReturn;
  error: string | undefined;
}

/** One input of an entity's add or edit dialog, as its field spec describes it. */
export function EntityFormField<R extends ManagedResource>({
  spec,
  row,
  id,
  statuses,
  control,
  register,
  error,
}: EntityFormFieldProps<R>) {
  const adding = row === null;
  const hint = spec.hint?.(row);
  if (spec.input === "status") {
    return <StatusField control={control} id={id} label={spec.label} statuses={statuses} error={error} />;
  }
  if (spec.input === "select") {
    return (
      <Controller
        control={control}
        name={spec.name}
        render={({ field }) => (
          <SelectField
            id={id}
            label={spec.label}
            value={field.value ?? ""}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            options={spec.options ?? []}
            hint={hint}
            error={error}
          />
        )}
      />
    );
  }
  if (spec.input === "textarea") {
    return (
      <TextareaField
        id={id}
        label={spec.label}
        rows={3}
        placeholder={adding ? spec.addPlaceholder : undefined}
        hint={hint}
        error={error}
        {...register}
      />
    );
  }
  return (
    <TextField
      id={id}
      label={spec.label}
      type={spec.input === "text" ? undefined : spec.input}
      // Browsers would offer the manager's own saved logins for another person's account.
      autoComplete={adding ? (spec.input === "password" ? "new-password" : "off") : undefined}
      hint={hint}
      error={error}
      {...register}
    />
  );
}
