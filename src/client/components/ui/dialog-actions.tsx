import { Button } from "./button";

/** Cancel and submit buttons at the foot of a dialog's form; `className` lays them out (stacked on phones by default). */
export function DialogActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  className = "mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
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
