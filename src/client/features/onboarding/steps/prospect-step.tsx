import { AUTHORITY_LEVELS, CUSTOMER_REVENUE, TARGETING } from "../../../../shared/contracts/onboarding";
import { ChoiceSelect, TextInput } from "../fields";

/** Step 2: who the campaign should reach. */
export function ProspectStep() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="targeting"
        label="Targeting approach"
        options={TARGETING}
        required
        className="sm:col-span-2"
      />
      <TextInput
        name="jobTitles"
        label="Job titles to target"
        required
        placeholder="e.g. VP of Sales, Head of Growth"
        className="sm:col-span-2"
      />
      <ChoiceSelect name="authorityLevel" label="Authority level" options={AUTHORITY_LEVELS} required />
      <TextInput name="industries" label="Industries" placeholder="e.g. SaaS, logistics" />
      <ChoiceSelect
        name="customerRevenue"
        label="Your customers' annual revenue"
        options={CUSTOMER_REVENUE}
      />
      <TextInput name="monthlyRevenue" label="Your monthly revenue" placeholder="e.g. $50K" />
      <TextInput
        name="prospectLocation"
        label="Prospect location"
        placeholder="e.g. United States, UK"
        className="sm:col-span-2"
      />
      <TextInput
        name="additionalInfo"
        label="Anything else about your ideal prospects?"
        multiline
        className="sm:col-span-2"
      />
    </div>
  );
}
