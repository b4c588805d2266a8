import { CAMPAIGN_MANAGEMENT } from "../../../../shared/contracts/onboarding";
import { ChoiceSelect } from "../fields";

/** Step 4: how much say the client wants while the campaign runs. */
export function OptimizationStep() {
  return (
    <div className="grid gap-4">
      <ChoiceSelect
        name="campaignManagement"
        label="How should we manage your campaign?"
        options={CAMPAIGN_MANAGEMENT}
        required
        hint="You can change this later with your dedicated SDR."
      />
    </div>
  );
}
