import { type FormEvent, useState } from "react";
import { type QueueTask, SKIP_REASON_LIMIT } from "../../../shared/contracts/endpoints/queue";
import { Dialog } from "../../components/ui/dialog";
import { DialogActions } from "../../components/ui/dialog-actions";
import { TextareaField } from "../../components/ui/textarea";
import { formatCount } from "../../lib/format";
import { fullName } from "../../shared/prospect-name";
import { taskLabel } from "./queue-view";

interface SkipDialogProps {
  /** The task to skip; null keeps the dialog closed. */
  task: QueueTask | null;
  pending: boolean;
  /** Why the last try failed (the reason typed stays). */
  error: string | undefined;
  onCancel: () => void;
  /** Receives the trimmed reason; the caller closes the dialog once the skip is saved. */
  onSkip: (reason: string) => void;
}

function SkipForm({ pending, error, onCancel, onSkip }: Omit<SkipDialogProps, "task">) {
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string>();
  const length = [...reason.trim()].length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setProblem("Enter a reason");
    if (length > SKIP_REASON_LIMIT)
      return setProblem(`The reason must be at most ${SKIP_REASON_LIMIT} characters`);
    onSkip(trimmed);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextareaField
        id="skip-reason"
        label="Reason"
        rows={3}
        value={reason}
        maxLength={SKIP_REASON_LIMIT}
        placeholder="For example: already spoke on the phone"
        hint={`${formatCount(length)}/${SKIP_REASON_LIMIT} characters`}
        error={problem ?? error}
        onChange={(event) => {
          setReason(event.target.value);
          setProblem(undefined);
        }}
        autoFocus
      />
      <DialogActions onCancel={onCancel} submitLabel="Skip" pendingLabel="Skipping..." pending={pending} />
    </form>
  );
}

/** Asks why a step (or a withdrawal) is skipped; the queue then moves on to the prospect's next step. */
export function SkipDialog({ task, pending, error, onCancel, onSkip }: SkipDialogProps) {
  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={task ? `Skip ${taskLabel(task)} for ${fullName(task)}` : "Skip"}
      description={
        task?.kind === "withdraw"
          ? "The invite stays open and the cadence waits for the connection. The reason is kept with the prospect."
          : "The cadence moves on to the next step. The reason is kept with the prospect."
      }
    >
      {task && (
        <SkipForm
          key={`${task.prospectId}:${task.step}`}
          pending={pending}
          error={error}
          onCancel={onCancel}
          onSkip={onSkip}
        />
      )}
    </Dialog>
  );
}
