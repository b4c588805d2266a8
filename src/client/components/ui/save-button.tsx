import { Check, Loader2, Save } from "lucide-react";
import { Button } from "./button";

interface SaveButtonProps {
  /** There are unsaved edits. */
  dirty: boolean;
  saving: boolean;
  /** Edits that cannot be saved as they are (over a limit, ...). */
  blocked?: boolean;
  onSave: () => void;
}

/** Spec "SDR Scripts": Save Changes while there are edits, Saved (disabled) when there are none. */
export function SaveButton({ dirty, saving, blocked = false, onSave }: SaveButtonProps) {
  const label = saving ? "Saving..." : dirty ? "Save Changes" : "Saved";
  return (
    <Button
      onClick={onSave}
      disabled={saving || !dirty || blocked}
      aria-busy={saving || undefined}
      variant={dirty || saving ? "primary" : "secondary"}
      className="min-w-36"
    >
      {saving ? (
        <Loader2 className="animate-spin" aria-hidden />
      ) : dirty ? (
        <Save aria-hidden />
      ) : (
        <Check aria-hidden />
      )}
      {label}
    </Button>
  );
}
