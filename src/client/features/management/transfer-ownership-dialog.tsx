import type { ManagementSdr } from "../../../shared/contracts/management";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { useTransferOwnership } from "./api";
import { toastFailure } from "./failures";

/** Whether the owner may hand the agency to this member of staff: someone else who can sign in. */
export function mayBecomeOwner(sdr: ManagementSdr): boolean {
  return sdr.role !== "owner" && sdr.hasLogin && sdr.archivedAt === null && sdr.status !== "Terminated";
}

/** Asks the owner before handing the agency to `sdr`; the owner then becomes a manager. */
export function TransferOwnershipDialog({
  sdr,
  onClose,
}: {
  sdr: ManagementSdr | null;
  onClose: () => void;
}) {
  const transfer = useTransferOwnership();

  async function confirm() {
    if (!sdr) return;
    try {
      await transfer.mutateAsync(sdr.id);
      toast({
        title: "Ownership Transferred",
        description: `${sdr.name} now owns the agency. You are a manager.`,
      });
    } catch (error) {
      toastFailure(error, "Failed to transfer ownership");
    }
    onClose();
  }

  return (
    <ConfirmDialog
      open={sdr !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Make ${sdr?.name ?? ""} the owner?`}
      description={`You become a manager. Only the owner can transfer ownership, so only ${sdr?.name ?? ""} could give it back.`}
      confirmLabel="Transfer Ownership"
      pendingLabel="Transferring..."
      pending={transfer.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
