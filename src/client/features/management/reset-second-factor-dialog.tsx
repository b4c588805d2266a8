import type { ManagementSdr } from "../../../shared/contracts/management";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { useResetSecondFactor } from "./api";
import { toastFailure } from "./failures";

/** Whether the owner may reset this member's second factor: someone else who can sign in. */
export const maySecondFactorBeReset = (sdr: ManagementSdr) => sdr.role !== "owner" && sdr.hasLogin;

/** Asks the owner before clearing `sdr`'s second factor, for someone who lost it and their recovery codes. */
export function ResetSecondFactorDialog({
  sdr,
  onClose,
}: {
  sdr: ManagementSdr | null;
  onClose: () => void;
}) {
  const reset = useResetSecondFactor();

  async function confirm() {
    if (!sdr) return;
    try {
      await reset.mutateAsync(sdr.id);
      toast({
        title: "Second Factor Reset",
        description: `${sdr.name} is signed out and signs in with their password alone until they set up a new one.`,
      });
    } catch (error) {
      toastFailure(error, "Failed to reset the second factor");
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={sdr !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Reset ${sdr?.name ?? ""}'s second factor?`}
      description="For someone who lost their authenticator app or passkeys and their recovery codes. Their codes, passkeys and recovery codes stop working and they are signed out everywhere; they sign in with their password and set up a new second factor."
      confirmLabel="Reset Second Factor"
      pendingLabel="Resetting..."
      pending={reset.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
