import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/button";
import { ACTIONS_ROW_CLASS } from "../../components/ui/dialog-actions";
import { TextareaField } from "../../components/ui/textarea";
import { useDraftState } from "../../lib/form-draft";

interface TextPromptFormProps {
  id: string;
  label: string;
  rows: number;
  placeholder: string;
  /** Shown under the field when it is submitted blank. */
  requiredMessage: string;
  submitLabel: string;
  pendingLabel: string;
  variant?: "primary" | "destructive";
  /** Keeps the submit button disabled while the text is blank. */
  disableWhenBlank?: boolean;
  pending: boolean;
  onCancel: () => void;
  /** Receives the trimmed, non-blank text. */
  onSubmit: (text: string) => void;
  /** Keeps what is typed in this tab under this key until the caller forgets it (lib/form-draft.ts). */
  draftKey?: string;
}

/** One required text (a reply, a reason) with Cancel and a submit button, for the prospect dialogs. */
export function TextPromptForm({
  id,
  label,
  rows,
  placeholder,
  requiredMessage,
  submitLabel,
  pendingLabel,
  variant = "primary",
  disableWhenBlank = false,
  pending,
  onCancel,
  onSubmit,
  draftKey,
}: TextPromptFormProps) {
  const [text, setText] = useDraftState(draftKey ?? null, "");
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(requiredMessage);
      return;
    }
    onSubmit(trimmed);
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <TextareaField
        id={id}
        label={label}
        rows={rows}
        value={text}
        error={error}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        autoFocus
      />
      <div className={ACTIONS_ROW_CLASS}>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={variant}
          disabled={pending || (disableWhenBlank && text.trim() === "")}
        >
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
