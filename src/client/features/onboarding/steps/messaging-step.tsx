import { MESSAGING_STYLES } from "../../../../shared/contracts/onboarding";
import { ChoiceSelect, TextInput } from "../fields";

/** Step 3: what the messages say and how. */
export function MessagingStep() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="messagingStyle"
        label="Messaging style"
        options={MESSAGING_STYLES}
        required
        className="sm:col-span-2"
      />
      <TextInput name="coreProduct" label="Core product or service" required />
      <TextInput name="painPoint" label="Main pain point you solve" required />
      <TextInput
        name="oneLineDescription"
        label="Your company in one line"
        required
        placeholder="We help ... to ..."
        className="sm:col-span-2"
      />
      <TextInput name="specialOffer" label="Special offer" placeholder="e.g. free audit" />
      <TextInput name="proofPoint" label="Proof point" placeholder="e.g. a client result" />
      <TextInput
        name="coldOpenMessage"
        label="A cold opening message you like"
        multiline
        className="sm:col-span-2"
      />
    </div>
  );
}
