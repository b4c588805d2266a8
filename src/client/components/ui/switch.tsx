import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";
import { cn } from "../../lib/cn";

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  /** The switch's accessible name when the visible label alone does not say what it turns on. */
  ariaLabel?: string;
  className?: string;
}

/** A labelled on/off switch (role="switch"); clicking the label toggles it too. */
export function Switch({ checked, onCheckedChange, label, ariaLabel, className }: SwitchProps) {
  const id = useId();
  return (
    <div className={cn("inline-flex items-center gap-2", className)}>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-label={ariaLabel}
        className="relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-600"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[18px]" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="cursor-pointer text-sm text-slate-600 select-none">
        {label}
      </label>
    </div>
  );
}
