import { type FormEvent, useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextareaField } from "../../components/ui/textarea";
import { fullName } from "./labels";

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
      {prospect && <ReasonForm key={prospect.id} pending={pending} onCancel={onCancel} onFlag={onFlag} />}
    </Dialog>
  );
}

function ReasonForm({ pending, onCancel, onFlag }: Omit<BadDataDialogProps, "prospect">) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError("Enter a reason");
      return;
    }
    onFlag(text);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextareaField
        id="bad-data-reason"
        label="Reason"
        rows={3}
        value={reason}
        error={error}
        placeholder="For example: wrong LinkedIn profile, left the company, duplicate"
        onChange={(event) => {
          setReason(event.target.value);
          if (error) setError(undefined);
        }}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? "Flagging..." : "Flag as Bad Data"}
        </Button>
      </div>
    </form>
  );
}
