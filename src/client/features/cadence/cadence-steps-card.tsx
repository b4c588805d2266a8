import { Controller } from "react-hook-form";
import { CADENCE_STEP_LABELS, CADENCE_STEPS, type CadenceStep } from "../../../shared/contracts/cadence";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FieldError, Input } from "../../components/ui/input";
import { Switch } from "../../components/ui/switch";
import { type CadenceForm, errorAt } from "./cadence-form";

/** What a step's wait counts from. */
function waitAnchor(step: CadenceStep): string {
  if (step === "invite") return "after the prospect is added to the campaign";
  if (step === "m1") return "after the connection is accepted";
  return "after the previous step";
}

/** The ten steps in order: each on or off, and its wait in business days. */
export function CadenceStepsCard({ form }: { form: CadenceForm }) {
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Steps</CardTitle>
        <CardDescription>
          In this order. A step that is off is skipped; the next one waits from the step before it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="divide-y divide-slate-100">
          {CADENCE_STEPS.map((step, index) => {
            const label = CADENCE_STEP_LABELS[step];
            const waitPath = `steps.${step}.waitBusinessDays` as const;
            const error = errorAt(errors, waitPath) ?? errorAt(errors, `steps.${step}`);
            const errorId = `cadence-${step}-wait-error`;
            const enabled = form.watch(`steps.${step}.enabled`);
            return (
              <li key={step} className="grid gap-2 py-3">
                <div className="flex items-center gap-3">
                  <span
                    className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${enabled ? "bg-brand-50 text-brand-700" : "bg-slate-100 text-slate-400"}`}
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <span
                    className={`flex-1 font-medium whitespace-nowrap ${enabled ? "text-slate-900" : "text-slate-400 line-through"}`}
                  >
                    {label}
                  </span>
                  <Controller
                    control={form.control}
                    name={`steps.${step}.enabled`}
                    render={({ field }) => (
                      <Switch
                        className="shrink-0"
                        checked={field.value}
                        onCheckedChange={field.onChange}
                        label={field.value ? "On" : "Off"}
                        ariaLabel={`${label} enabled`}
                      />
                    )}
                  />
                </div>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 pl-10 text-sm text-slate-600">
                  <span>wait</span>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={90}
                    step={1}
                    className="h-9 w-20"
                    aria-label={`${label}: wait in business days`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...form.register(waitPath, { valueAsNumber: true })}
                  />
                  <span>business days</span>
                  <span className="text-slate-500">{waitAnchor(step)}</span>
                </div>
                {error && (
                  <div className="pl-10">
                    <FieldError id={errorId}>{error}</FieldError>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
