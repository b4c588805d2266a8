import { Controller, useFormContext } from "react-hook-form";
import { HEAR_ABOUT } from "../../../../shared/contracts/onboarding";
import type { WizardValues } from "../draft";
import { CheckboxRow, ChoiceSelect, TextInput } from "../fields";
import { PackageCards } from "./package-cards";

/** Step 1: who is signing up, for which company, and which package. */
export function CompanyStep() {
  const { control } = useFormContext<WizardValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput name="fullName" label="Full name" required autoComplete="name" />
      <TextInput name="companyName" label="Company name" required autoComplete="organization" />
      <TextInput name="contactEmail" label="Contact email" type="email" required autoComplete="email" />
      <TextInput name="phoneNumber" label="Phone number" type="tel" autoComplete="tel" />
      <Controller
        control={control}
        name="authorized"
        render={({ field }) => (
          <div className="sm:col-span-2">
            <CheckboxRow
              id="onboarding-authorized"
              checked={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              I am authorized to make purchasing decisions for my company
            </CheckboxRow>
          </div>
        )}
      />
      <PackageCards />
      <TextInput
        name="website"
        label="Company website"
        type="url"
        placeholder="https://"
        autoComplete="url"
      />
      <TextInput
        name="linkedinProfile"
        label="Your LinkedIn profile"
        type="url"
        placeholder="https://linkedin.com/in/..."
      />
      <TextInput
        name="calendlyLink"
        label="Calendly link"
        type="url"
        placeholder="https://calendly.com/..."
      />
      <ChoiceSelect name="hearAbout" label="How did you hear about us?" options={HEAR_ABOUT} />
    </div>
  );
}
