import { cva, type VariantProps } from "class-variance-authority";
import { Check, ChevronDown } from "lucide-react";
import { Select as RadixSelect } from "radix-ui";
import { Fragment, type ReactNode, useState } from "react";
import { cn } from "../../lib/cn";
import { type FieldLabelling, LabelledField } from "./labelled-field";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown before the label, in the list and in the closed select; an inline element. */
  icon?: ReactNode;
  disabled?: boolean;
  /** Options of the same group (consecutive) are listed under its name. */
  group?: string;
}

const triggerVariants = cva(
  "flex w-full min-w-0 items-center justify-between gap-2 rounded-lg border bg-white text-left text-sm text-slate-900 transition-colors focus:outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-100 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-500 data-[placeholder]:text-slate-400",
  {
    variants: {
      variant: {
        default: "h-10 border-slate-300 px-3 shadow-xs",
        inline: "h-9 border-slate-200 px-2.5 hover:border-slate-300",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** Consecutive options of one group together; options without a group stand alone. */
function groupOptions(options: SelectOption[]): { group: string | undefined; items: SelectOption[] }[] {
  const runs: { group: string | undefined; items: SelectOption[] }[] = [];
  for (const option of options) {
    const last = runs.at(-1);
    if (last && last.group === option.group) last.items.push(option);
    else runs.push({ group: option.group, items: [option] });
  }
  return runs;
}

function SelectItem({ option }: { option: SelectOption }) {
  return (
    <RadixSelect.Item
      value={option.value}
      disabled={option.disabled}
      className="relative flex cursor-pointer items-center rounded-md py-2 pr-8 pl-2 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-default data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900"
    >
      <RadixSelect.ItemText>
        {option.icon}
        {option.label}
      </RadixSelect.ItemText>
      <RadixSelect.ItemIndicator className="absolute right-2 inline-flex text-brand-600">
        <Check className="size-4" aria-hidden />
      </RadixSelect.ItemIndicator>
    </RadixSelect.Item>
  );
}

type SelectProps = VariantProps<typeof triggerVariants> & {
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  id?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  disabled?: boolean;
  className?: string;
  onBlur?: () => void;
  name?: string;
};

/**
 * A styled single-choice select. An empty `value` shows the placeholder.
 * The list (its portal and options) renders only while open and the closed select shows its label
 * itself: a table of hundreds of selects with hundreds of options each would otherwise render every
 * option of every one, and Radix mounts a closed list's portal in a document fragment of its own.
 */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  disabled,
  className,
  variant,
  name,
  ...triggerProps
}: SelectProps) {
  const [open, setOpen] = useState(false);
  const selected = options.find((option) => option.value === value);
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      name={name}
    >
      <RadixSelect.Trigger
        className={cn(triggerVariants({ variant }), className)}
        title={selected?.label}
        {...triggerProps}
      >
        {/* Breaks anywhere but shows one line: a long value never forces the trigger wider, it ends in "…". */}
        <span className="line-clamp-1 min-w-0 flex-1 break-all">
          <RadixSelect.Value placeholder={placeholder}>
            {selected && (
              <>
                {selected.icon}
                {selected.label}
              </>
            )}
          </RadixSelect.Value>
        </span>
        <RadixSelect.Icon className="shrink-0 text-slate-400">
          <ChevronDown className="size-4" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      {open && (
        <RadixSelect.Portal>
          <RadixSelect.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            <RadixSelect.Viewport className="p-1">
              {groupOptions(options).map(({ group, items }) =>
                group === undefined ? (
                  <Fragment key={`options:${items[0]?.value}`}>
                    {items.map((option) => (
                      <SelectItem key={option.value} option={option} />
                    ))}
                  </Fragment>
                ) : (
                  <RadixSelect.Group key={`group:${group}`}>
                    <RadixSelect.Label className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                      {group}
                    </RadixSelect.Label>
                    {items.map((option) => (
                      <SelectItem key={option.value} option={option} />
                    ))}
                  </RadixSelect.Group>
                ),
              )}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      )}
    </RadixSelect.Root>
  );
}

type SelectFieldProps = Omit<SelectProps, "id" | "aria-label" | "aria-invalid" | "aria-describedby"> &
  FieldLabelling;

/** A labelled select with an optional hint and its validation message below it (the select twin of TextField). */
export function SelectField({ id, label, error, hint, ...selectProps }: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} error={error} hint={hint}>
      {(control) => <Select {...control} {...selectProps} />}
    </LabelledField>
  );
}
