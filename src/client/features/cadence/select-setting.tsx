import { Controller } from "react-hook-form";
import { LabelledField } from "../../components/ui/labelled-field";
import { Select, type SelectOption } from "../../components/ui/select";
import { type CadenceForm, errorAt } from "./cadence-form";

/** A labelled select bound to one text setting of the cadence form, with its message. */
export function SelectSetting({
  form,
  name,
  id,
  label,
  options,
}: {
  form: CadenceForm;
  name: "timeZone" | "budget.accountType";
  id: string;
  label: string;
  options: (value: string) => SelectOption[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <LabelledField id={id} label={label} error={errorAt(form.formState.errors, name)}>
          {(control) => (
            <Select
              {...control}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={options(field.value)}
            />
          )}
        </LabelledField>
      )}
    />
  );
}
