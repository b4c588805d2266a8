import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { FINAL_DISPOSITIONS, SEQUENCE_TAGS } from "../../../shared/contracts/prospects";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FieldError } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { type CadenceForm, errorAt } from "./cadence-form";

// "New" is where every prospect starts: stopping on it would stop everyone.
const DISPOSITIONS = FINAL_DISPOSITIONS.filter((value) => value !== "New");
const TAGS = SEQUENCE_TAGS.filter((value) => value !== "New");

function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  value: T[];
  onChange: (next: T[]) => void;
  error: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label
            key={option}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-700"
          >
            <input
              type="checkbox"
              className="size-4 cursor-pointer accent-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? options.filter((o) => o === option || value.includes(o))
                    : value.filter((o) => o !== option),
                )
              }
            />
            {option}
          </label>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </fieldset>
  );
}

/** A checkbox group bound to one list of stop values of the cadence form, with its message. */
function StopValuesSetting({
  form,
  name,
  legend,
  options,
}: {
  form: CadenceForm;
  name: "stopRules.finalDispositions" | "stopRules.sequenceTags";
  legend: string;
  options: readonly string[];
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          legend={legend}
          options={options}
          value={field.value}
          onChange={field.onChange}
          error={errorAt(form.formState.errors, name)}
        />
      )}
    />
  );
}

const Note = ({ children }: { children: ReactNode }) => <p className="text-xs text-slate-500">{children}</p>;

/** What ends a prospect's cadence. */
export function CadenceStopCard({ form }: { form: CadenceForm }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stop rules</CardTitle>
        <CardDescription>A prospect leaves the cadence when any of these is set.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <StopValuesSetting
          form={form}
          name="stopRules.finalDispositions"
          legend="Final dispositions"
          options={DISPOSITIONS}
        />
        <StopValuesSetting form={form} name="stopRules.sequenceTags" legend="Sequence tags" options={TAGS} />
        <Note>Bad data always stops the cadence.</Note>
        <div className="grid gap-1">
          <Controller
            control={form.control}
            name="stopRules.companyWide"
            render={({ field }) => (
              <Switch
                checked={field.value}
                onCheckedChange={field.onChange}
                label="Stop the whole company when one prospect replies"
              />
            )}
          />
          <Note>
            Others at the same company (same company name or e-mail domain) in this campaign leave the queue,
            with the reason shown.
          </Note>
        </div>
      </CardContent>
    </Card>
  );
}
