import { Controller, useFormContext } from "react-hook-form";
import { TERMS } from "../../../../shared/contracts/onboarding";
import { FieldError } from "../../../components/ui/input";
import type { WizardValues } from "../draft";
import { CheckboxRow } from "../fields";
import { useWizard } from "../wizard-context";

/** Step 5: every one of the eight terms must be ticked. */
export function TermsStep() {
  const { control } = useFormContext<WizardValues>();
  const error = useWizard().errorOf("termsAccepted");
  return (
    <Controller
      control={control}
      name="termsAccepted"
      render={({ field }) => {
        const accepted = field.value.filter(Boolean).length;
        return (
          <fieldset className="grid gap-2" aria-describedby="onboarding-terms-count">
            <legend className="sr-only">Terms of Service</legend>
            <p id="onboarding-terms-count" className="mb-1 text-sm text-slate-600">
              Tick each term to continue ({accepted} of {TERMS.length} accepted).
            </p>
            {TERMS.map((term, index) => (
              <CheckboxRow
                key={term}
                id={`onboarding-term-${index}`}
                checked={field.value[index] === true}
                onChange={(checked) => {
                  field.onChange(field.value.map((value, at) => (at === index ? checked : value)));
                  field.onBlur();
                }}
              >
                {term}
              </CheckboxRow>
            ))}
            <FieldError>{error}</FieldError>
          </fieldset>
        );
      }}
    />
  );
}
