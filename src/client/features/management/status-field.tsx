import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { SelectField } from "../../components/ui/select";
import { statusNotes } from "./status-help";
import { statusOptions } from "./status-select";

interface StatusFieldProps<T extends FieldValues> {
  control: Control<T>;
  id: string;
  label: string;
  statuses: readonly string[];
  error?: string;
}

/**
 * The status select of the add and edit dialogs, bound to the form's `status` field; below it, what
 * the chosen SDR or client status means for access.
 */
export function StatusField<T extends FieldValues>({
  control,
  id,
  label,
  statuses,
  error,
}: StatusFieldProps<T>) {
  const notes = statusNotes(statuses);
  return (
    <Controller
      control={control}
      name={"status" as Path<T>}
      render={({ field }) => (
        <SelectField
          id={id}
          label={label}
          value={field.value ?? ""}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          options={statusOptions(statuses)}
          hint={notes?.[field.value]}
          error={error}
        />
      )}
    />
  );
}
