import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { SelectField } from "../../components/ui/select";
import { statusOptions } from "./status-select";

interface StatusFieldProps<T extends FieldValues> {
  control: Control<T>;
  id: string;
  statuses: readonly string[];
  error?: string;
}

/** The "Status" select of the add and edit dialogs, bound to the form's `status` field. */
export function StatusField<T extends FieldValues>({ control, id, statuses, error }: StatusFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={"status" as Path<T>}
      render={({ field }) => (
        <SelectField
          id={id}
          label="Status"
          value={field.value ?? ""}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          options={statusOptions(statuses)}
          error={error}
        />
      )}
    />
  );
}
