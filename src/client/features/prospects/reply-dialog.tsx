import { type FormEvent, useState } from "react";
import type { Prospect } from "../../../shared/contracts/prospects";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { TextareaField } from "../../components/ui/textarea";

interface ReplyDialogProps {
  /** The prospect whose reply is captured; null keeps the dialog closed. */
  prospect: Prospect | null;
  pending: boolean;
  onCancel: () => void;
  /** Saves the reply; the caller closes the dialog when it was saved. */
  onSave: (content: string) => void;
}

/**
 * Spec "Reply capture dialog": choosing the disposition Reply asks for the reply. Nothing is saved
 * until a non-empty reply is submitted; Cancel discards it.
 */
export function ReplyDialog({ prospect, pending, onCancel, onSave }: ReplyDialogProps) {
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
      {prospect && <ReplyForm key={prospect.id} pending={pending} onCancel={onCancel} onSave={onSave} />}
    </Dialog>
  );
}

function ReplyForm({ pending, onCancel, onSave }: Omit<ReplyDialogProps, "prospect">) {
  const [content, setContent] = useState("");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = content.trim();
    if (!text) {
      setError("Enter the reply before saving");
      return;
    }
    onSave(text);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextareaField
        id="reply-message"
        label="Reply Message"
        rows={5}
        value={content}
        error={error}
        placeholder="Paste or type what the prospect wrote..."
        onChange={(event) => {
          setContent(event.target.value);
          if (error) setError(undefined);
        }}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending || content.trim() === ""}>
          {pending ? "Saving..." : "Save Reply"}
        </Button>
      </div>
    </form>
  );
}
