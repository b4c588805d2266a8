import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { fullName } from "../../shared/prospect-name";
import type { OverBudgetAsk } from "./use-prospect-actions";

/**
 * Asks before an invite goes out over the campaign's LinkedIn budget, with the server's message
 * ("... reached its invite budget (20 of 20 invites today). Send anyway?").
 */
export function OverBudgetDialog({
  ask,
  onSend,
  onCancel,
}: {
  ask: OverBudgetAsk | null;
  onSend: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={ask !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={ask ? `Send the invite to ${fullName(ask.prospect)}?` : ""}
      description={
        ask?.message || "This campaign's LinkedIn account has reached its invite budget. Send anyway?"
      }
      confirmLabel="Send anyway"
      onConfirm={onSend}
    />
  );
}
