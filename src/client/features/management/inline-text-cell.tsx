import { type KeyboardEvent, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { SavedNote, useSavedFlash } from "./saved-note";

interface InlineTextCellProps {
  value: string;
  /** Accessible name, e.g. "Name for Ada Lovelace". */
  label: string;
  /** Resolves true when saved; on false the cell shows `value` again. */
  onSave: (next: string) => Promise<boolean>;
  type?: "text" | "email";
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A table cell that reads as text and edits in place. It saves on blur (or Enter) only when the value
 * changed, and says "Saved" when it did; Escape abandons the edit. Inline edits are not validated
 * here: the server answers.
 */
export function InlineTextCell({
  value,
  label,
  onSave,
  type = "text",
  placeholder,
  disabled,
  className,
}: InlineTextCellProps) {
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [savedShown, flashSaved] = useSavedFlash();
  const cancelled = useRef(false);

  // A fresh value from the server replaces the draft, unless the cell is being edited or saved.
  if (value !== syncedValue && !editing && !saving) {
    setSyncedValue(value);
    setDraft(value);
  }

  async function commit() {
    setEditing(false);
    if (cancelled.current) {
      cancelled.current = false;
      setDraft(value);
      return;
    }
    if (draft.trim() === value.trim()) {
      setDraft(value);
      return;
    }
    setSaving(true);
    const saved = await onSave(draft);
    setSaving(false);
    if (saved) flashSaved();
    else setDraft(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") event.currentTarget.blur();
    if (event.key === "Escape") {
      cancelled.current = true;
      event.currentTarget.blur();
    }
  }

  return (
    <div className="relative">
      <input
        type={type}
        value={draft}
        aria-label={label}
        title={draft || undefined}
        aria-busy={saving || undefined}
        placeholder={placeholder}
        disabled={disabled}
        onFocus={() => setEditing(true)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        className={cn(
          // Pulled left by its border and padding so the text lines up with the column heading.
          "-ml-[11px] h-9 w-[calc(100%+11px)] min-w-0 truncate rounded-md border border-transparent bg-transparent px-2.5 text-sm text-slate-900 transition-colors placeholder:text-slate-400",
          "hover:border-slate-200 hover:bg-white focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none",
          "disabled:border-transparent disabled:bg-transparent disabled:text-slate-500",
          saving && "text-slate-400",
          className,
        )}
      />
      <SavedNote shown={savedShown} />
    </div>
  );
}
