import { Controller } from "react-hook-form";
import { FieldError } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { type CadenceForm, errorAt } from "./cadence-form";

/** ISO weekday numbers, Monday first, with the short and the full name. */
const WEEKDAYS = [
  [1, "Mon", "Monday"],
  [2, "Tue", "Tuesday"],
  [3, "Wed", "Wednesday"],
  [4, "Thu", "Thursday"],
  [5, "Fri", "Friday"],
  [6, "Sat", "Saturday"],
  [7, "Sun", "Sunday"],
] as const;

/** Seven toggles: the days on which steps fall due. */
export function WorkingDaysField({ form }: { form: CadenceForm }) {
  const error = errorAt(form.formState.errors, "workingDays");
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Working days</legend>
      <Controller
        control={form.control}
        name="workingDays"
        render={({ field }) => (
          <div className="flex flex-wrap gap-1.5">
            {WEEKDAYS.map(([day, short, name]) => {
              const on = field.value.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={on}
                  title={name}
                  onClick={() =>
                    field.onChange(
                      on ? field.value.filter((d) => d !== day) : [...field.value, day].sort((a, b) => a - b),
                    )
                  }
                  className={cn(
                    "h-9 w-12 rounded-lg text-sm font-medium ring-1 transition-colors ring-inset disabled:cursor-not-allowed disabled:opacity-60",
                    on
                      ? "bg-brand-600 text-white ring-brand-600 hover:bg-brand-700"
                      : "bg-white text-slate-600 ring-slate-200 hover:bg-slate-50",
                  )}
                >
                  <span aria-hidden>{short}</span>
                  <span className="sr-only">{name}</span>
                </button>
              );
            })}
          </div>
        )}
      />
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}
