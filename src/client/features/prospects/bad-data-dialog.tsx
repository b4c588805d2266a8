import type { Prospect } from "../../../shared/contracts/prospects";
import { Dialog } from "../../components/ui/dialog";
import { fullName } from "../../shared/prospect-name";
import { TextPromptForm } from "./text-prompt-form";

interface BadDataDialogProps {
  /** The prospect to flag; null keeps the dialog closed. */
  prospect: Prospect | null;
  pending: boolean;
  onCancel: () => void;
  /** Flags the prospect; the caller closes the dialog when it was flagged. */
  onFlag: (reason: string) => void;
}

/** Asks why a prospect's data is bad before flagging it (the flag hides it from every list). */
export function BadDataDialog({ prospect, pending, onCancel, onFlag }: BadDataDialogProps) {
  return (
    <Dialog
      open={prospect !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={`Flag ${prospect ? fullName(prospect) : ""} as bad data`}
      description="The prospect leaves the scheduler, connections and replies. Nothing is deleted."
    >
      {prospect && (
        <BadDataReasonForm key={prospect.id} pending={pending} onCancel={onCancel} onFlag={onFlag} />
      )}
    </Dialog>
  );
}

/** The reason asked before flagging one prospect or many as bad data. */
export function BadDataReasonForm({ pending, onCancel, onFlag }: Omit<BadDataDialogProps, "prospect">) {
  return (
    <TextPromptForm
      id="bad-data-reason"
      label="Reason"
      rows={3}
      placeholder="For example: wrong LinkedIn profile, left the company, duplicate"
      requiredMessage="Enter a reason"
      submitLabel="Flag as Bad Data"
      pendingLabel="Flagging..."
      variant="destructive"
      pending={pending}
      onCancel={onCancel}
      onSubmit={onFlag}
    />
  );
}
