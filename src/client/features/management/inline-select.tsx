import { useState } from "react";
import { Select, type SelectOption } from "../../components/ui/select";
import { SavedNote, useSavedFlash } from "./saved-note";

interface InlineSelectProps {
  value: string;
  options: SelectOption[];
  /** Accessible name, e.g. "Status for Ada Lovelace". */
  label: string;
  placeholder?: string;
  /** Resolves true when saved; on false the select shows the previous value again. */
  onSave: (next: string) => Promise<boolean>;
  disabled?: boolean;
  className?: string;
}

/** A select in a table row that saves as soon as a value is chosen, and says "Saved" when it did. */
export function InlineSelect({
  value,
  options,
  label,
  placeholder,
  onSave,
  disabled,
  className,
}: InlineSelectProps) {
  const [current, setCurrent] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const [saving, setSaving] = useState(false);
  const [savedShown, flashSaved] = useSavedFlash();

  if (value !== syncedValue && !saving) {
    setSyncedValue(value);
    setCurrent(value);
  }

  async function change(next: string) {
    if (next === current) return;
    const previous = current;
    setCurrent(next);
    setSaving(true);
    const saved = await onSave(next);
    setSaving(false);
    if (saved) flashSaved();
    else setCurrent(previous);
  }

  return (
    <div className="relative">
      <Select
        variant="inline"
        value={current}
        onValueChange={(next) => void change(next)}
        options={options}
        placeholder={placeholder}
        aria-label={label}
        disabled={disabled}
        className={className}
      />
      <SavedNote shown={savedShown} />
    </div>
  );
}
