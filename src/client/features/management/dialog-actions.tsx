import { Button } from "../../components/ui/button";

/** Cancel and submit buttons at the foot of a management dialog's form. */
export function DialogActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
}: {
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
