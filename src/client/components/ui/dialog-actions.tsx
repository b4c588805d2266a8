import { Button } from "./button";

/** How a dialog's or panel's closing buttons sit: stacked on phones (main one on top), in a row at the right from `sm` up. */
export const ACTIONS_ROW_CLASS = "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end";

/** Cancel and submit buttons at the foot of a dialog's form; `className` lays them out (stacked on phones by default). */
export function DialogActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  className = `mt-2 ${ACTIONS_ROW_CLASS}`,
}: {
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

interface DoneActionsProps {
  anotherLabel: string;
  onAnother: () => void;
  onDone: () => void;
  /** Added before the row's own classes (spacing above it). */
  className?: string;
}

/** The foot of a finished step: start another (secondary), or Done. */
export function DoneActions({ anotherLabel, onAnother, onDone, className }: DoneActionsProps) {
  return (
    <div className={className ? `${className} ${ACTIONS_ROW_CLASS}` : ACTIONS_ROW_CLASS}>
      <Button variant="secondary" onClick={onAnother}>
        {anotherLabel}
      </Button>
      <Button onClick={onDone}>Done</Button>
    </div>
  );
}
