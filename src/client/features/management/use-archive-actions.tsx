import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast-store";
import { type ResourceName, useArchive } from "./api";
import { toastFailure } from "./failures";
import { NOUNS } from "./labels";

interface Target {
  id: string;
  /** How the confirmation names the row ("Ada Lovelace", "connection 2"). */
  name: string;
}

/** Delete = archive after a confirmation (DESIGN section 5); restore brings an archived row back. */
export function useArchiveActions(resource: ResourceName) {
  const archive = useArchive(resource);
  const noun = NOUNS[resource];
  const [target, setTarget] = useState<Target | null>(null);
  const [restoringId, setRestoringId] = useState<string | null>(null);

  async function confirmDelete() {
    if (!target) return;
    try {
      await archive.mutateAsync({ id: target.id, archived: true });
      toast(
        resource === "connections"
          ? { title: "Connection Deleted", description: "Connection has been removed successfully" }
          : {
              title: `${noun.title} Deleted`,
              description: `${target.name} was archived. Turn on Show archived to restore it.`,
            },
      );
    } catch (error) {
      toastFailure(error, `Failed to delete ${noun.lower}`);
    }
    setTarget(null);
  }

  async function restore(id: string, name: string) {
    setRestoringId(id);
    try {
      await archive.mutateAsync({ id, archived: false });
      toast({ title: `${noun.title} Restored`, description: `${name} is back in the list.` });
    } catch (error) {
      toastFailure(error, `Failed to restore ${noun.lower}`);
    }
    setRestoringId(null);
  }

  const confirmDialog = (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && setTarget(null)}
      title={resource === "connections" ? "Delete connection?" : `Delete ${target?.name ?? ""}?`}
      description={noun.archiveNote}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={archive.isPending}
      destructive
      onConfirm={() => void confirmDelete()}
    />
  );

  return { askDelete: setTarget, restore, restoringId, confirmDialog };
}
