import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { TextField } from "../../components/ui/form-field";
import { type CadenceForm, errorAt } from "./cadence-form";
import { HolidaysField } from "./holidays-field";
import { SelectSetting } from "./select-setting";
import { timeZoneOptions } from "./time-zones";
import { WorkingDaysField } from "./working-days-field";

/** When steps fall due: the company's zone, its working days and holidays, and the acceptance window. */
export function CadenceCalendarCard({ form }: { form: CadenceForm }) {
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar</CardTitle>
        <CardDescription>Business days are counted in the company's time zone.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <SelectSetting
          form={form}
          name="timeZone"
          id="cadence-time-zone"
          label="Time zone"
          options={timeZoneOptions}
        />
        <WorkingDaysField form={form} />
        <HolidaysField form={form} />
        <TextField
          id="cadence-acceptance-window"
          label="Acceptance window (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          className="max-w-32"
          hint="An invite not accepted after this many days becomes a task to withdraw it."
          error={errorAt(errors, "acceptanceWindowDays")}
          {...form.register("acceptanceWindowDays", { valueAsNumber: true })}
        />
      </CardContent>
    </Card>
  );
}
