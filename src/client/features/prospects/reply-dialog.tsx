import type { Prospect } from "../../../shared/contracts/prospects";
import { Dialog } from "../../components/ui/dialog";
import { clearDraft } from "../../lib/form-draft";
import { TextPromptForm } from "./text-prompt-form";

interface ReplyDialogProps {
  /** The prospect whose reply is captured; null keeps the dialog closed. */
  prospect: Prospect | null;
  pending: boolean;
  onCancel: () => void;
  /** Saves the reply; the caller closes the dialog when it was saved. */
  onSave: (content: string) => void;
}

/** Where a reply typed but not saved yet is kept (until saved or cancelled). */
export const replyDraftKey = (prospectId: string) => `reply:${prospectId}`;

/**
 * Spec "Reply capture dialog": choosing the disposition Reply asks for the reply. Nothing is saved
 * until a non-empty reply is submitted; Cancel discards it.
 */
export function ReplyDialog({ prospect, pending, onCancel: cancel, onSave }: ReplyDialogProps) {
  const onCancel = () => {
    if (prospect) clearDraft(replyDraftKey(prospect.id));
    cancel();
  };
  return (
    <Dialog
      open={prospect !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
      title={`What was ${prospect?.firstName ?? ""}'s reply?`}
      description="The reply is saved to the prospect's conversation and the disposition becomes Reply."
    >
      {/* A new form per prospect, so a discarded draft never comes back. */}
      {prospect && (
        <TextPromptForm
          key={prospect.id}
          id="reply-message"
          label="Reply Message"
          rows={5}
          placeholder="Paste or type what the prospect wrote..."
          requiredMessage="Enter the reply before saving"
          submitLabel="Save Reply"
          pendingLabel="Saving..."
          disableWhenBlank
          pending={pending}
          onCancel={onCancel}
          onSubmit={onSave}
          draftKey={replyDraftKey(prospect.id)}
        />
      )}
    </Dialog>
  );
}
