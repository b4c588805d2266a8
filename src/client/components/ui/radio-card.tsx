import type { ReactNode } from "react";

/** One choice of a radio group drawn as a bordered card: the radio, its label and a line under it. */
export function RadioCard({
  className,
  hintClassName = "text-xs text-slate-500",
  name,
  value,
  checked,
  disabled,
  onSelect,
  label,
  hint,
}: {
  /** The card's classes, which show whether it is chosen. */
  className: string;
  hintClassName?: string;
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  label: ReactNode;
  hint: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span className="grid gap-0.5">
        <span className="font-medium text-slate-900">{label}</span>
        <span className={hintClassName}>{hint}</span>
      </span>
    </label>
  );
}
