import { CircleCheck } from "lucide-react";
import { Controller, useFormContext } from "react-hook-form";
import { PACKAGES } from "../../../../shared/contracts/onboarding";
import { FieldError } from "../../../components/ui/input";
import { formatDollars } from "../../../lib/format";
import type { WizardValues } from "../draft";
import { useWizard } from "../wizard-context";

/** The two packages as selectable cards (a radio group: arrow keys move between them). */
export function PackageCards() {
  const { control } = useFormContext<WizardValues>();
  const error = useWizard().errorOf("package");
  return (
    <fieldset
      className="grid gap-1.5 sm:col-span-2"
      aria-describedby={error ? "onboarding-package-error" : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        Package
        <span aria-hidden className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <Controller
        control={control}
        name="package"
        render={({ field }) => (
          <div className="grid gap-3 sm:grid-cols-2">
            {PACKAGES.map((item) => {
              const checked = field.value === item.value;
              return (
                <label
                  key={item.value}
                  className="relative flex cursor-pointer flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60 has-[:checked]:ring-1 has-[:checked]:ring-brand-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-200"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={item.value}
                    checked={checked}
                    onChange={() => field.onChange(item.value)}
                    onBlur={field.onBlur}
                    required
                    className="sr-only"
                  />
                  <span className="flex items-center justify-between gap-2 pr-6 font-semibold text-slate-900">
                    {item.label}
                  </span>
                  <span className="text-2xl font-bold tracking-tight text-slate-900">
                    {formatDollars(item.monthlyPriceCents)}
                    <span className="text-sm font-medium text-slate-500">/month</span>
                  </span>
                  <span className="text-sm text-slate-600">
                    + {formatDollars(item.perUnitCents)} per {item.unit}
                  </span>
                  <CircleCheck
                    aria-hidden
                    className={`absolute top-4 right-4 size-5 ${checked ? "text-brand-600" : "text-slate-200"}`}
                  />
                </label>
              );
            })}
          </div>
        )}
      />
      <FieldError id="onboarding-package-error">{error}</FieldError>
    </fieldset>
  );
}
